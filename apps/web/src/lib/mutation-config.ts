import type { UseMutationOptions } from '@tanstack/react-query';

/**
 * What a screen adds to an endpoint's `use…` mutation hook (STYLE habit 5): its own reaction to
 * the answer. Given to useMutation rather than to `mutate`, so it still runs when the form has
 * gone by the time the server answers (a modal closed mid-request).
 */
export type MutationConfig<TData, TVariables, TContext = unknown> = Omit<
  UseMutationOptions<TData, Error, TVariables, TContext>,
  'mutationFn' | 'mutationKey'
>;
