import { pathFor } from '@waymark/domain';
import { Link } from 'react-router';
import { ComingSoon } from '@/components/coming-soon.tsx';
import { Page } from '@/components/page.tsx';
import { Button } from '@/ui/button.tsx';

/** Spec 3 §2: the help page's title, and its link to feedback. */
export function HelpScreen() {
  return (
    <Page title="Frequently Asked Questions, Help and Support" meta={{ title: 'Help' }}>
      <ComingSoon
        action={
          <Button asChild variant="secondary">
            <Link to={pathFor('feedback')}>Submit your feedback here</Link>
          </Button>
        }
      >
        Answers to common questions about planning trips, alerts and your account are on their way.
      </ComingSoon>
    </Page>
  );
}
