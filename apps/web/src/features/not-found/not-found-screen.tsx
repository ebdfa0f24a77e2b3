import { pathFor } from '@waymark/domain';
import { Link, useLocation } from 'react-router';
import { Page } from '@/components/page.tsx';
import { Button } from '@/ui/button.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import styles from './not-found-screen.module.css';

function missingPathFrom(state: unknown): string | undefined {
  if (typeof state === 'object' && state !== null && 'missingPath' in state) {
    return typeof state.missingPath === 'string' ? state.missingPath : undefined;
  }
  return undefined;
}

/** Spec 3 §2: "Page not found", what was missing, and a way home (and to tracks). */
export function NotFoundScreen() {
  const missingPath = missingPathFrom(useLocation().state);
  return (
    <Page title="Page not found" width="narrow" className={styles.page}>
      <EmptyState
        title="This track doesn’t go anywhere"
        description={
          <>
            {missingPath ? (
              <>
                We couldn’t find <code className={styles.path}>{missingPath}</code>.{' '}
              </>
            ) : (
              'We couldn’t find the page you were looking for. '
            )}
            It may have moved, or the link may be wrong.
          </>
        }
        actions={
          <>
            <Button asChild>
              <Link to={pathFor('home')}>Go to the home page</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to={pathFor('tracks')}>Search tracks</Link>
            </Button>
          </>
        }
      />
    </Page>
  );
}
