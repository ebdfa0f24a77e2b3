import { PlanSchema } from '@waymark/domain';
import type { Plan } from '@waymark/domain';
import { api, isNetworkFailure, isOffline } from '../api-client.ts';
import type { WorkingPlan } from '../app-store.ts';
import type { QueuedEdit } from './offline-db.ts';

/**
 * A change to a saved plan (`PUT plan/{id}`, `PUT plan/{id}/gear`), sent now when there is a
 * connection, or kept in the outbox when there is none (issue 17): a tramper at the road end
 * saves their plan whatever the signal, and it reaches the server once it can.
 */

/** The change waits on this device: nothing was sent yet. */
export class SavedOnDevice {
  constructor(readonly edit: QueuedEdit) {}
}

export async function sendPlanEdit(
  plan: WorkingPlan & { id: number },
  { label, path, body }: { label: string; path: string; body: Record<string, unknown> },
): Promise<Plan | SavedOnDevice> {
  const queue = async () => {
    const { queueEdit } = await import('./outbox.ts');
    return new SavedOnDevice(
      await queueEdit({
        planId: plan.id,
        planGuid: plan.guid ?? '',
        baseVersion: plan.version ?? 0,
        title: plan.custom_trip_name || (plan.location.title ?? 'Your trip'),
        label,
        method: 'PUT',
        path,
        body,
      }),
    );
  };
  // A plan never read from the server has no version to build on: it must be sent as it is.
  const canWait = plan.guid !== undefined && plan.version !== undefined;
  if (canWait && isOffline()) return queue();
  try {
    return await api(path, { method: 'PUT', json: body, schema: PlanSchema });
  } catch (error) {
    if (canWait && isNetworkFailure(error)) return queue();
    throw error;
  }
}
