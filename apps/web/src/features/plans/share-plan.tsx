import { pathFor, tripNameOf } from '@waymark/domain';
import type { Plan } from '@waymark/domain';
import { ShareLink } from '@/components/share-link/share-link.tsx';
import { Button } from '@/ui/button.tsx';
import { ShareIcon } from '@/ui/icons.tsx';

/**
 * What the button reads of a plan: a whole Plan fits, and so does the plan-complete page's
 * just-saved working plan once its guid is known.
 */
export type ShareablePlan = Pick<Plan, 'guid' | 'custom_trip_name' | 'is_published'> & {
  location: Pick<Plan['location'], 'title'>;
};

/** Share a plan's link. It needs only the plan, so any plan page can show it. */
export function SharePlanButton({ plan }: { plan: ShareablePlan }) {
  return (
    <ShareLink
      // Spec 3: on the web the link is the current host plus the read-only plan's path.
      link={window.location.origin + pathFor('plan-readonly', { guid: plan.guid })}
      name={tripNameOf(plan)}
      modalTitle="Share this trip plan"
      modalDescription={
        plan.is_published
          ? 'Anyone with this link can read the plan.'
          : 'This plan is a draft: only its owner and editors can open the link until it is published.'
      }
      linkLabel="Link to the plan"
    >
      <Button variant="secondary" leadingIcon={<ShareIcon size={18} />}>
        Share
      </Button>
    </ShareLink>
  );
}
