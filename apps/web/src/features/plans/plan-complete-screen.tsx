import { pathFor, placePath } from '@waymark/domain';
import type { PlaceKind, UnsentNotice } from '@waymark/domain';
import { Link } from 'react-router';
import { Page } from '@/components/page.tsx';
import { useAppStore } from '@/lib/app-store.ts';
import { Button } from '@/ui/button.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { CheckIcon } from '@/ui/icons.tsx';
import styles from './plan-complete.module.css';
import { SharePlanButton } from './share-plan.tsx';

/** Spec 3 "Plan complete page": what happened to the plan just saved, and where to go next. */
export function PlanCompleteScreen() {
  const plan = useAppStore((state) => state.savedPlan);
  if (!plan?.guid) return <NothingJustSaved />;
  const published = Boolean(plan.is_published);
  // Beyond the spec: someone who helps edit another's plan neither shares nor drafts it.
  const helper = plan.acceptanceState === 'accepted';

  return (
    <Page
      title={helper ? 'Plan updated' : published ? 'Your plan is shared' : 'Your draft is saved'}
      width="narrow"
    >
      <div className={styles.done}>
        <span className={styles.tick} aria-hidden="true">
          <CheckIcon size={32} />
        </span>
        <p className={styles.message}>
          {helper
            ? 'Your changes to the plan are saved.'
            : published
              ? `Congratulations, you've shared your plan with everyone in your group${
                  plan.emergency_contact !== null && plan.emergency_contact !== undefined
                    ? ' and your emergency contact'
                    : ''
                }`
              : 'Your trip has now been saved as a draft.'}
        </p>
        {published && plan.unsent_notices?.length ? <UnsentNotices notices={plan.unsent_notices} /> : null}
        <div className={styles.actions}>
          {published ? (
            <>
              <Button asChild>
                <Link to={pathFor('plan-readonly', { guid: plan.guid })}>View your plan</Link>
              </Button>
              <SharePlanButton
                plan={{
                  guid: plan.guid,
                  custom_trip_name: plan.custom_trip_name ?? '',
                  is_published: true,
                  location: { title: plan.location.title ?? '' },
                }}
              />
            </>
          ) : (
            <Button asChild>
              <Link to={placePath(plan.location.type as PlaceKind, plan.location.slug ?? '', 'plan')}>
                Keep planning
              </Link>
            </Button>
          )}
          <Button asChild variant="secondary">
            <Link to={pathFor('my-walks')}>Go to My Walks</Link>
          </Button>
        </div>
      </div>
    </Page>
  );
}

/** Who the save did not email and why, so the walker can tell them another way or choose someone else. */
function UnsentNotices({ notices }: { notices: UnsentNotice[] }) {
  return (
    <FormAlert tone="info" title="Not everyone was emailed" className={styles.unsent}>
      <ul className={styles.unsentList}>
        {notices.map((notice) => (
          <li key={notice.email}>
            We did not email {notice.name}. {notice.reason}
          </li>
        ))}
      </ul>
    </FormAlert>
  );
}

/** Opened from a bookmark or another device: no plan was just saved here. */
function NothingJustSaved() {
  return (
    <Page title="Your trip plan" width="narrow">
      <EmptyState
        title="No plan was saved just now"
        description="Your saved and shared plans are in My Walks."
        actions={
          <Button asChild>
            <Link to={pathFor('my-walks')}>Go to My Walks</Link>
          </Button>
        }
      />
    </Page>
  );
}
