import { ErrorResponseSchema, MessageSchema } from '@waymark/domain';
import type { Registration, User } from '@waymark/domain';
import { useCallback } from 'react';
import { ANALYTICS_METHOD, trackEvent } from '@/lib/analytics.ts';
import { api, ApiError } from '@/lib/api-client.ts';
import { useAppStore } from '@/lib/app-store.ts';
import { useLogIn } from './use-log-in.ts';

/** The server's words for an email that is already registered (POST user, 409). */
export const USER_EXISTS_ERROR = 'User already exists';
export const REGISTRATION_FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

/** Spec 1 §8: "user already exists" gets its own message; other server text is shown as it is. */
export type RegistrationFailure = { kind: 'exists' } | { kind: 'message'; message: string };

export class RegistrationError extends Error {
  override readonly name = 'RegistrationError';
  constructor(readonly failure: RegistrationFailure) {
    super(failure.kind === 'exists' ? USER_EXISTS_ERROR : failure.message);
  }
}

function failureOf(error: unknown): RegistrationFailure {
  if (!(error instanceof ApiError)) return { kind: 'message', message: REGISTRATION_FALLBACK_MESSAGE };
  if (error.message === USER_EXISTS_ERROR) return { kind: 'exists' };
  const fromServer = ErrorResponseSchema.safeParse(error.body);
  return {
    kind: 'message',
    message: fromServer.success ? fromServer.data.error : REGISTRATION_FALLBACK_MESSAGE,
  };
}

/**
 * Creates the account (POST user), records sign_up and user_registration, keeps the email for
 * activation, and logs straight in so the activation screen can greet the person by their
 * address. Resolves with the user, or null when the account exists but the login did not
 * follow (the activation screen then works from the kept email).
 */
export function useRegister() {
  const logIn = useLogIn();

  return useCallback(
    async (registration: Registration): Promise<User | null> => {
      try {
        await api('user', { json: registration, schema: MessageSchema });
      } catch (error) {
        throw new RegistrationError(failureOf(error));
      }
      trackEvent('sign_up', { method: ANALYTICS_METHOD });
      trackEvent('user_registration', { method: ANALYTICS_METHOD });
      useAppStore.getState().setActivationEmail(registration.email);
      try {
        return await logIn(registration.email, registration.password, { track: false });
      } catch {
        return null;
      }
    },
    [logIn],
  );
}
