import { UnsubscribeSchema } from '@waymark/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/**
 * A mail's unsubscribe link (issue 14): `GET unsubscribe/{token}` says what it stops and changes
 * nothing, since mail scanners open links; only `POST` stops the emails.
 */

const linkPath = (token: string) => `unsubscribe/${encodeURIComponent(token)}`;

export function unsubscribeQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['unsubscribe', token],
    queryFn: ({ signal }) => api(linkPath(token), { schema: UnsubscribeSchema, signal }),
  });
}

export function useUnsubscribeLink(token: string) {
  return useQuery(unsubscribeQueryOptions(token));
}

export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['unsubscribe', 'stop'],
    mutationFn: () => api(linkPath(token), { method: 'POST', schema: UnsubscribeSchema }),
    onSuccess: (answer) => queryClient.setQueryData(unsubscribeQueryOptions(token).queryKey, answer),
  });
}
