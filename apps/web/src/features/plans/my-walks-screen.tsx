import { pathFor, planDatesOf, SOMETHING_WENT_WRONG, tripDatesLabel, tripNameOf } from '@waymark/domain';
import type { Plan, PlanList } from '@waymark/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Page } from '@/components/page.tsx';
import { failureMessage } from '@/lib/api-client.ts';
import { Button } from '@/ui/button.tsx';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { Tag } from '@/ui/tag.tsx';
import { useDeletePlan, useMyWalks, useRespondToPlan } from './api/plans-api.ts';
import { canCheckInFromApp, canEditPlan, useOpenInEditor } from './use-open-in-editor.ts';
import styles from './my-walks.module.css';

const GROUPS: { key: keyof Omit<PlanList, 'all_loaded'>; title: string }[] = [
  { key: 'completing', title: 'Currently completing' },
  { key: 'upcoming', title: 'Upcoming trips' },
  { key: 'draft', title: 'Draft trips' },
  { key: 'completed', title: 'Completed trips' },
];

/**
 * My Walks (spec 3): the walker's trips in four groups, with more completed trips on request. A
 * plan shared with them can be accepted or declined, never deleted; their own can be deleted.
 */
export function MyWalksScreen() {
  const walks = useMyWalks();
  const [deleting, setDeleting] = useState<Plan | null>(null);
  const remove = useDeletePlan();
  const pages = walks.data?.pages ?? [];
  const groups = Object.fromEntries(
    GROUPS.map(({ key }) => [key, pages.flatMap((page) => page[key])]),
  ) as Record<(typeof GROUPS)[number]['key'], Plan[]>;
  const none = pages.length > 0 && GROUPS.every(({ key }) => groups[key].length === 0);

  return (
    <Page title="My Walks" width="regular">
      {walks.isPending ? (
        <p className={styles.loading}>
          <Spinner size="sm" label="" />
          <span role="status">Loading your trips...</span>
        </p>
      ) : walks.isError ? (
        <EmptyState
          title="We couldn’t load your trips"
          description="Check your connection and try again."
          actions={
            <Button variant="secondary" onClick={() => void walks.refetch()}>
              Try again
            </Button>
          }
        />
      ) : none ? (
        <EmptyState
          title="No saved trips"
          description="Plan a trip from any track, hut or campsite page, and it will be kept here."
          actions={
            <Button asChild>
              <Link to={pathFor('tracks')}>Find a track</Link>
            </Button>
          }
        />
      ) : (
        GROUPS.map(({ key, title }) =>
          groups[key].length > 0 || (key === 'completed' && walks.hasNextPage) ? (
            <section key={key} className={styles.group} aria-label={title}>
              <h2 className={styles.groupTitle}>{title}</h2>
              <ul className={styles.plans}>
                {groups[key].map((plan) => (
                  <li key={plan.id}>
                    <WalkCard plan={plan} onDelete={() => setDeleting(plan)} />
                  </li>
                ))}
              </ul>
              {key === 'completed' ? (
                walks.hasNextPage ? (
                  <Button
                    variant="secondary"
                    loading={walks.isFetchingNextPage}
                    onClick={() => void walks.fetchNextPage()}
                  >
                    Show all past trips
                  </Button>
                ) : pages.length > 1 ? (
                  <p className={styles.note}>All completed trips loaded</p>
                ) : null
              ) : null}
            </section>
          ) : null,
        )
      )}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) {
            setDeleting(null);
            remove.reset();
          }
        }}
        title="Delete this trip plan?"
        description={deleting ? `${tripNameOf(deleting)} will be deleted for everyone on it.` : ''}
        confirmLabel="Delete plan"
        loading={remove.isPending}
        error={remove.error ? failureMessage(remove.error, SOMETHING_WENT_WRONG) : null}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) });
        }}
      />
    </Page>
  );
}

function WalkCard({ plan, onDelete }: { plan: Plan; onDelete: () => void }) {
  const respond = useRespondToPlan(plan.guid);
  const openInEditor = useOpenInEditor();
  const name = tripNameOf(plan);
  return (
    <article className={styles.card} aria-label={name}>
      <div className={styles.summary}>
        <h3 className={styles.name}>
          <Link to={pathFor('plan-readonly', { guid: plan.guid })}>{name}</Link>
        </h3>
        <p className={styles.where}>{plan.location.title}</p>
        <p className={styles.when}>
          {plan.date ? tripDatesLabel(planDatesOf(plan.date)) : 'Dates not chosen yet'}
        </p>
        {plan.isShared ? (
          <p className={styles.tags}>
            <Tag tone="track">{plan.isPendingInvitation ? 'Invitation' : 'Shared with you'}</Tag>
          </p>
        ) : null}
      </div>
      <div className={styles.actions}>
        {canCheckInFromApp(plan) ? (
          <Button asChild size="sm">
            <Link to={pathFor('plan-check-in', { id: plan.id })} aria-label={`I’m back safe from ${name}`}>
              I’m back safe
            </Link>
          </Button>
        ) : null}
        {plan.isPendingInvitation ? (
          <Button
            size="sm"
            loading={respond.isPending}
            onClick={() =>
              respond.mutate(
                { id: plan.id, answer: 'accept' },
                { onSuccess: (accepted) => accepted && canEditPlan(accepted) && openInEditor(accepted) },
              )
            }
          >
            Accept
          </Button>
        ) : null}
        {canEditPlan(plan) ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => openInEditor(plan)}
            aria-label={`Edit ${name}`}
          >
            Edit
          </Button>
        ) : null}
        {plan.isShared ? (
          <Button
            size="sm"
            variant="ghost"
            disabled={respond.isPending}
            onClick={() => respond.mutate({ id: plan.id, answer: 'decline' })}
          >
            Decline
          </Button>
        ) : (
          <Button size="sm" variant="ghost" onClick={onDelete} aria-label={`Delete ${name}`}>
            Delete
          </Button>
        )}
      </div>
      {respond.isError ? <FormAlert>{failureMessage(respond.error, SOMETHING_WENT_WRONG)}</FormAlert> : null}
    </article>
  );
}
