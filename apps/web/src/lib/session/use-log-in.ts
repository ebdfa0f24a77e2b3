import { INVALID_LOGIN_MESSAGE } from '@waymark/domain';
import type { User } from '@waymark/domain';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { ANALYTICS_METHOD, trackEvent } from '@/lib/analytics.ts';
import { ApiError } from '@/lib/api-client.ts';
import { configQueryOptions } from '@/lib/app-config.ts';
import { useAppStore } from '@/lib/app-store.ts';
import type { MutationConfig } from '@/lib/mutation-config.ts';
import { fetchCurrentUser, requestPasswordToken } from './session-api.ts';
import { stampToken } from './token.ts';

/** Spec 1 §8: a failed login says only this, whether the email or the password was wrong. */

export class LoginError extends Error {
  override readonly name = 'LoginError';
}

export type LogIn = {
  email: string;
  password: string;
  /** The login that follows a registration is counted as the registration, not as a login. */
  track?: boolean;
};

/**
 * Logs in with an email and password: the token first, then the user (spec 1 §4: logged in
 * once both are here). Resolves with the user, or null when only the user could not be read:
 * spec 1 §8 says a failed user fetch after login just stops loading. Rejects with a
 * LoginError carrying the message to show.
 */
export async function logIn(
  queryClient: QueryClient,
  { email, password, track = true }: LogIn,
): Promise<User | null> {
  let token;
  try {
    const { oauth } = await queryClient.fetchQuery(configQueryOptions());
    token = await requestPasswordToken(oauth, email, password);
  } catch (error) {
    // Being slowed down is not a wrong password; say what the server says.
    if (error instanceof ApiError && error.status === 429) throw new LoginError(error.message);
    throw new LoginError(INVALID_LOGIN_MESSAGE);
  }

  const store = useAppStore.getState();
  store.setAccessToken(stampToken(token));
  if (track) trackEvent('login', { method: ANALYTICS_METHOD });
  try {
    const user = await fetchCurrentUser();
    useAppStore.getState().setUser(user);
    return user;
  } catch {
    return null;
  }
}

/** The app's OAuth client comes from the config query, so the login needs the query client. */
export function logInMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['session', 'log-in'],
    mutationFn: (credentials: LogIn) => logIn(queryClient, credentials),
  });
}

export function useLogIn(config: MutationConfig<User | null, LogIn> = {}) {
  const queryClient = useQueryClient();
  return useMutation({ ...logInMutationOptions(queryClient), ...config });
}
