import { ComingSoon } from '@/components/coming-soon.tsx';
import { Page } from '@/components/page.tsx';
import { useSession } from '@/lib/use-session.ts';

/** Spec 2 §2: the search page greets a member by first name. */
export function TracksScreen() {
  const { user } = useSession();
  const firstName = user?.first_name?.trim();
  const greeting = firstName ? `Where are you going ${firstName}?` : 'Welcome, where are you going?';
  return (
    <Page title={greeting} meta={{ title: 'Find tracks, huts and campsites' }} width="wide">
      <ComingSoon action={null}>
        Searching tracks, huts and campsites by name, region, time, difficulty and distance, on a list or a
        map, is on its way.
      </ComingSoon>
    </Page>
  );
}
