import { pathFor } from '@waymark/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppStore } from '@/lib/app-store.ts';
import { HAS_QUEUED_EDITS, HAS_SAVED_ITEMS } from '@/lib/offline/offline-names.ts';
import { forgetDevicePush } from '@/lib/push-device.ts';
import { endLoginOnServer } from './session-api.ts';

/**
 * Spec 1 §4: logout clears the token, user, gear templates and plan, and goes home unless
 * already there; what was saved for offline goes too (issue 17). The server is told too, so the token stops working everywhere at once.
 */
export function useLogOut() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();

  return useCallback(
    ({ tellServer = true }: { tellServer?: boolean } = {}) => {
      const token = useAppStore.getState().accessToken?.access_token;
      forgetDevicePush(token).catch(() => {});
      if (localStorage.getItem(HAS_SAVED_ITEMS) || localStorage.getItem(HAS_QUEUED_EDITS)) {
        void import('@/lib/offline/offline-library.ts').then((library) => library.forgetOfflineLibrary());
      }
      useAppStore.getState().logout();
      // Nothing the last person's session fetched may show to the next one; the config stays.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'config' });
      if (tellServer && token) endLoginOnServer(token).catch(() => {});
      if (pathname !== pathFor('home')) void navigate(pathFor('home'));
    },
    [navigate, pathname, queryClient],
  );
}
