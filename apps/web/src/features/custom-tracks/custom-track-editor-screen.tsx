import { useParams } from 'react-router';
import { ComingSoon } from '@/components/coming-soon.tsx';
import { Page } from '@/components/page.tsx';

/** Draw a new custom track, or edit one by id (spec 2 §2). */
export function CustomTrackEditorScreen() {
  const { id } = useParams();
  return (
    <Page title={id ? 'Edit custom track' : 'Create a custom track'} width="wide">
      <ComingSoon>Placing markers on the map and snapping them to paths is on its way.</ComingSoon>
    </Page>
  );
}
