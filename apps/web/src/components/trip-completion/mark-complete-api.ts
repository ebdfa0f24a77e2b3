import { UserSchema, type LocationType, type User } from '@waymark/domain';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { useAppStore } from '@/lib/app-store.ts';
import type { MutationConfig } from '@/lib/mutation-config.ts';

/** `POST mark-complete` (spec 2 §7): the day a walker did a place. */
export type MarkComplete = { id: number; type: LocationType; date: string };

/** Marks the place done; the answer is the walker's plans, which become the session's. */
export async function markComplete({ id, type, date }: MarkComplete): Promise<User['plans']> {
  const plans = await api('mark-complete', {
    method: 'POST',
    // The call names a place's type in lower case ("hut").
    json: { id, type: type.toLowerCase(), date },
    schema: UserSchema.shape.plans,
  });
  const user = useAppStore.getState().user;
  if (user) useAppStore.getState().setUser({ ...user, plans });
  return plans;
}

export function markCompleteMutationOptions() {
  return mutationOptions({ mutationKey: ['mark-complete'], mutationFn: markComplete });
}

export function useMarkComplete(config: MutationConfig<User['plans'], MarkComplete> = {}) {
  return useMutation({ ...markCompleteMutationOptions(), ...config });
}
