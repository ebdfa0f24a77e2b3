import { pathFor } from '@waymark/domain';
import type { Plan } from '@waymark/domain';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Page } from '@/components/page.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useReadOnlyPlan } from '@/lib/read-only-plan.ts';
import { Button } from '@/ui/button.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { Spinner } from '@/ui/spinner.tsx';

/**
 * The plan the address's link names, loaded: while loading, the loader; a failure offers to try
 * again; a link to no plan (or an unpublished one) goes to not-found (spec 3 §8).
 */
export function RoutePlan({ title, children }: { title: string; children: (plan: Plan) => ReactNode }) {
  const guid = useParams().guid ?? '';
  const query = useReadOnlyPlan(guid);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const missing =
    query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);

  useEffect(() => {
    if (missing) void navigate(pathFor('not-found'), { replace: true, state: { missingPath: pathname } });
  }, [missing, navigate, pathname]);

  if (query.data) return children(query.data);
  return (
    <Page title={title} eyebrow="Trip plan" width="narrow">
      {query.isError && !missing ? (
        <EmptyState
          title="We couldn’t load this trip plan"
          description="Check your connection and try again."
          actions={
            <Button variant="secondary" onClick={() => void query.refetch()}>
              Try again
            </Button>
          }
        />
      ) : (
        <p role="status">
          <Spinner size="sm" label="" /> Loading trip plan...
        </p>
      )}
    </Page>
  );
}
