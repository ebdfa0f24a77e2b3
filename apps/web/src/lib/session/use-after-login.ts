import type { User } from '@waymark/domain';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { destinationAfterLogin } from './post-login.ts';

/** Moves a person who has just logged in to where spec 1 §4 sends them; no move if they stay. */
export function useAfterLogin() {
  const navigate = useNavigate();
  const location = useLocation();
  const current = location.pathname + location.search;

  return useCallback(
    (user: User | null, redirectTo?: string) => {
      // Without the user (spec 1 §8: the fetch failed) there is nothing to decide on; stay.
      if (!user) return;
      const destination = destinationAfterLogin(user, { current, redirectTo });
      if (destination !== current) void navigate(destination, { replace: true });
    },
    [navigate, current],
  );
}
