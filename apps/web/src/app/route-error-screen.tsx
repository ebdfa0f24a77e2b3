import { pathFor } from '@waymark/domain';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { ApiError } from '@/lib/api-client.ts';
import { Button } from '@/ui/button.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import styles from './route-error-screen.module.css';

/** After a deploy, an open tab may ask for a screen file that no longer exists. */
function isStaleChunk(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed/i.test(error.message)
  );
}

function messageFor(error: unknown): string {
  if (isStaleChunk(error)) return 'This page could not be loaded. Check your connection, then try again.';
  if (error instanceof ApiError) return error.message;
  if (isRouteErrorResponse(error)) return error.statusText || 'This page could not be shown.';
  return 'Something went wrong showing this page. Please try again.';
}

/** The readable message that stands in for a page that failed, inside the header and footer. */
export function RouteErrorScreen() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);

  return (
    <div className={styles.wrapper} role="alert">
      <EmptyState
        title="Sorry, this page had a problem"
        description={messageFor(error)}
        actions={
          <>
            <Button onClick={() => window.location.reload()}>Try again</Button>
            <Button asChild variant="secondary">
              <Link to={pathFor('tracks')}>Browse tracks</Link>
            </Button>
          </>
        }
      />
    </div>
  );
}
