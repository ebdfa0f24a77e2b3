import { InboxSchema } from '@waymark/domain';
import type { MarkRead } from '@waymark/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/**
 * The in-app notifications (issue 14): `GET notifications` for the bell and the list, and
 * `POST notifications/read`, which answers the inbox as it now is.
 */

/** How often the bell asks for its count while the app is open. */
export const INBOX_REFRESH_MS = 60_000;

export function inboxQueryOptions() {
  return queryOptions({
    queryKey: ['notifications'],
    queryFn: ({ signal }) => api('notifications', { schema: InboxSchema, signal }),
    refetchInterval: INBOX_REFRESH_MS,
    // Back at the tab after a while, the count should be today's, not the one left behind.
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}

export function useInbox() {
  return useQuery(inboxQueryOptions());
}

/** Marks some notifications, or all of them, read; the answer becomes the bell's count at once. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['notifications', 'read'],
    mutationFn: (read: MarkRead) => api('notifications/read', { json: read, schema: InboxSchema }),
    onSuccess: (inbox) => queryClient.setQueryData(inboxQueryOptions().queryKey, inbox),
  });
}
