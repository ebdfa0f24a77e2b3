import { CheckInSchema } from '@waymark/domain';
import type { CheckIn, ExtendTrip } from '@waymark/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/**
 * A trip's check-in (issue 14), read and acted on either with the mailed link's token, which
 * needs no login, or by the plan's id, for its owner and editors in the app.
 */
export type CheckInSource = { token: string } | { planId: number };

function checkInPaths(source: CheckInSource) {
  if ('token' in source) {
    const link = `check-in/${encodeURIComponent(source.token)}`;
    return { read: link, backSafe: `${link}/back-safe`, extend: `${link}/extend` };
  }
  const plan = `plan/${source.planId}`;
  return { read: `${plan}/check-in`, backSafe: `${plan}/back-safe`, extend: `${plan}/extend` };
}

export function checkInQueryOptions(source: CheckInSource) {
  return queryOptions({
    queryKey: ['check-in', source],
    queryFn: ({ signal }) => api(checkInPaths(source).read, { schema: CheckInSchema, signal }),
  });
}

export function useCheckIn(source: CheckInSource) {
  return useQuery(checkInQueryOptions(source));
}

/** The answer is the check-in as it now is; My Walks and the plan are read again to match. */
function useCheckInAction<TVariables>(
  source: CheckInSource,
  action: 'back-safe' | 'extend',
  send: (variables: TVariables) => Promise<CheckIn>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['check-in', action],
    mutationFn: send,
    onSuccess: async (checkIn) => {
      queryClient.setQueryData(checkInQueryOptions(source).queryKey, checkIn);
      await queryClient.invalidateQueries({ queryKey: ['plan'] });
    },
  });
}

export function useBackSafe(source: CheckInSource) {
  return useCheckInAction(source, 'back-safe', () =>
    api(checkInPaths(source).backSafe, { method: 'POST', schema: CheckInSchema }),
  );
}

export function useExtendTrip(source: CheckInSource) {
  return useCheckInAction(source, 'extend', (extend: ExtendTrip) =>
    api(checkInPaths(source).extend, { json: extend, schema: CheckInSchema }),
  );
}
