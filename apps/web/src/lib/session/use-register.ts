import { MessageSchema, SOMETHING_WENT_WRONG } from '@waymark/domain';
import type { Registration, User } from '@waymark/domain';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { ANALYTICS_METHOD, trackEvent } from '@/lib/analytics.ts';
import { api, ApiError, failureMessage } from '@/lib/api-client.ts';
import { useAppStore } from '@/lib/app-store.ts';
import type { MutationConfig } from '@/lib/mutation-config.ts';
import { logIn } from './use-log-in.ts';

/** The server's words for an email that is already registered (POST user, 409). */
export const USER_EXISTS_ERROR = 'User already exists';

/** Spec 1 §8: "user already exists" gets its own message; other server text is shown as it is. */
export type RegistrationFailure = { kind: 'exists' } | { kind: 'message'; message: string };

export class RegistrationError extends Error {
  override readonly name = 'RegistrationError';
  constructor(readonly failure: RegistrationFailure) {
    super(failure.kind === 'exists' ? USER_EXISTS_ERROR : failure.message);
  }
}

function failureOf(error: unknown): RegistrationFailure {
  if (error instanceof ApiError && error.serverMessage === USER_EXISTS_ERROR) return { kind: 'exists' };
  return { kind: 'message', message: failureMessage(error, SOMETHING_WENT_WRONG) };
}

/** POST user (JSON). */
export function createAccount(registration: Registration) {
  return api('user', { json: registration, schema: MessageSchema });
}

/**
 * Creates the account (POST user), records sign_up and user_registration, keeps the email for
 * activation, and logs straight in so the activation screen can greet the person by their
 * address. Resolves with the user, or null when the account exists but the login did not
 * follow (the activation screen then works from the kept email).
 */
export async function register(queryClient: QueryClient, registration: Registration): Promise<User | null> {
  try {
    await createAccount(registration);
  } catch (error) {
    throw new RegistrationError(failureOf(error));
  }
  trackEvent('sign_up', { method: ANALYTICS_METHOD });
  trackEvent('user_registration', { method: ANALYTICS_METHOD });
  useAppStore.getState().setActivationEmail(registration.email);
  try {
    return await logIn(queryClient, {
      email: registration.email,
      password: registration.password,
      track: false,
    });
  } catch {
    return null;
  }
}

/** The login that follows needs the config query, so registering takes the query client too. */
export function registerMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['session', 'register'],
    mutationFn: (registration: Registration) => register(queryClient, registration),
  });
}

export function useRegister(config: MutationConfig<User | null, Registration> = {}) {
  const queryClient = useQueryClient();
  return useMutation({ ...registerMutationOptions(queryClient), ...config });
}
