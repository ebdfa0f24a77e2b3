import { DEFAULT_NOT_FOUND_HELP_TEXT, pathFor } from '@waymark/domain';
import { Link, useLocation } from 'react-router';
import { Page } from '@/components/page.tsx';
import { useAppConfig } from '@/lib/app-config.ts';
import { Button } from '@/ui/button.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import styles from './not-found-screen.module.css';

function missingPathFrom(state: unknown): string | undefined {
  if (typeof state === 'object' && state !== null && 'missingPath' in state) {
    return typeof state.missingPath === 'string' ? state.missingPath : undefined;
  }
  return undefined;
}

/**
 * Spec 3 §2: "Page not found", what was missing, the configurable help text (NOT_FOUND_HELP_TEXT,
 * sent with the app settings) and a way home (and to tracks).
 */
export function NotFoundScreen() {
  const missingPath = missingPathFrom(useLocation().state);
  const helpText = useAppConfig().data?.not_found.help_text ?? DEFAULT_NOT_FOUND_HELP_TEXT;
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
            {helpText}
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
