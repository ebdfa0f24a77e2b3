import { defaultNotifications, type Registration, type Token } from '@waymark/domain';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../http/http-error.ts';
import { activationEmail, passwordResetEmail } from '../../providers/mail/templates.ts';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  updateUser,
  type UserRow,
} from '../users/users.repository.ts';
import {
  countWrongActivationTry,
  createLogin,
  findAccessTokenOwner,
  findRefreshToken,
  insertActivationCode,
  insertPasswordResetToken,
  insertTokenPair,
  latestActivationCode,
  revokeAllLogins,
  revokeLogin,
  rotateRefreshToken,
  useActivationCode,
  usePasswordResetToken,
} from './auth.repository.ts';
import { hashActivationCode, hashToken, newActivationCode, newOpaqueToken } from './opaque-token.ts';
import { assertPasswordStrongEnough, hashPassword, passwordMatches } from './passwords.ts';

export const ACCESS_TOKEN_TTL_S = 60 * 60;
const REFRESH_TOKEN_TTL_S = 60 * 60 * 24 * 30;
const ACTIVATION_CODE_TTL_S = 60 * 60 * 24;
const PASSWORD_RESET_TTL_S = 60 * 60;
const ACTIVATION_MAX_WRONG_TRIES = 5;

export const INVALID_LOGIN = 'Invalid email or password.';
export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';
export const RESET_TOKEN_EXPIRED = 'The password reset token has expired.';
export const FORGOT_PASSWORD_MESSAGE =
  'If there is an account for that email address, we have sent it a link to reset the password.';

const later = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);

export type AuthenticatedUser = { user: UserRow; loginId: number };

export function createAuthService({ database, config, mailer, clock }: AppContext) {
  const { db } = database;

  async function issueTokens(tx: Database, loginId: number): Promise<Token> {
    const now = clock.now();
    const access = newOpaqueToken();
    const refresh = newOpaqueToken();
    await insertTokenPair(tx, {
      loginId,
      accessHash: hashToken(access),
      accessExpiresAt: later(now, ACCESS_TOKEN_TTL_S),
      refreshHash: hashToken(refresh),
      refreshExpiresAt: later(now, REFRESH_TOKEN_TTL_S),
    });
    return {
      access_token: access,
      refresh_token: refresh,
      token_type: 'Bearer',
      expires_in: ACCESS_TOKEN_TTL_S,
    };
  }

  async function sendActivationCode(tx: Database, user: UserRow) {
    const code = newActivationCode();
    await insertActivationCode(
      tx,
      user.id,
      hashActivationCode(user.id, code),
      later(clock.now(), ACTIVATION_CODE_TTL_S),
    );
    const link = `${config.publicUrl}/activate?code=${code}`;
    await mailer.send(activationEmail(config.productName, user.email, code, link));
  }

  return {
    assertClient(clientId: string, clientSecret: string) {
      if (clientId !== config.oauthClient.id || clientSecret !== config.oauthClient.secret) {
        throw HttpError.unauthorized('This app is not recognised. Please reload the page and try again.');
      }
    },

    async passwordGrant(email: string, password: string): Promise<Token> {
      const user = await findUserByEmail(db, email.trim());
      const matches = await passwordMatches(user?.passwordHash, password);
      if (!user || !matches) throw HttpError.badRequest(INVALID_LOGIN);
      return db.transaction(async (tx) => issueTokens(tx, await createLogin(tx, user.id)));
    },

    /** Each refresh token works once; a second use means it was stolen, so the whole login ends. */
    async refreshGrant(refreshToken: string): Promise<Token> {
      const now = clock.now();
      const hash = hashToken(refreshToken);
      const record = await findRefreshToken(db, hash);
      if (!record || record.loginRevoked || record.expiresAt <= now)
        throw HttpError.badRequest(SESSION_EXPIRED);
      return db
        .transaction(async (tx) => {
          if (!(await rotateRefreshToken(tx, hash, now))) {
            await revokeLogin(tx, record.loginId, now);
            return null;
          }
          return issueTokens(tx, record.loginId);
        })
        .then((token) => {
          if (!token) throw HttpError.badRequest(SESSION_EXPIRED);
          return token;
        });
    },

    async authenticate(accessToken: string): Promise<AuthenticatedUser> {
      const owner = await findAccessTokenOwner(db, hashToken(accessToken), clock.now());
      if (!owner || owner.expired) throw HttpError.unauthorized(SESSION_EXPIRED);
      return { user: owner.user, loginId: owner.loginId };
    },

    async logout(loginId: number) {
      await revokeLogin(db, loginId, clock.now());
    },

    async register(registration: Registration): Promise<void> {
      assertPasswordStrongEnough(registration.password, [registration.email]);
      const passwordHash = await hashPassword(registration.password);
      // The email goes out inside the transaction: if it cannot be sent, nothing is kept and a retry works.
      await db.transaction(async (tx) => {
        const user = await insertUser(tx, {
          email: registration.email,
          passwordHash,
          notifications: defaultNotifications(),
        });
        if (!user) throw HttpError.conflict('User already exists');
        await sendActivationCode(tx, user);
      });
    },

    async resendActivation(email: string): Promise<void> {
      const user = await findUserByEmail(db, email);
      // Same answer either way, so this cannot be used to find out who has an account.
      if (!user || user.verified) return;
      await db.transaction((tx) => sendActivationCode(tx, user));
    },

    async activate(code: string, who: { user?: UserRow; email?: string }): Promise<UserRow> {
      const user = who.user ?? (who.email ? await findUserByEmail(db, who.email) : undefined);
      if (!user) {
        throw HttpError.badRequest(
          who.email
            ? 'That code is not right. Please check it and try again.'
            : 'Please log in to activate your account.',
        );
      }
      if (user.verified) return user;
      const live = await latestActivationCode(db, user.id);
      const now = clock.now();
      if (!live || live.wrongTries >= ACTIVATION_MAX_WRONG_TRIES) {
        throw HttpError.badRequest('Too many wrong codes. Please ask for a new code.');
      }
      if (live.expiresAt <= now)
        throw HttpError.badRequest('That code has expired. Please ask for a new code.');
      if (live.codeHash !== hashActivationCode(user.id, code)) {
        const tries = await countWrongActivationTry(db, live.id);
        const left = ACTIVATION_MAX_WRONG_TRIES - tries;
        throw HttpError.badRequest(
          left > 0
            ? `That code is not right. You have ${left} ${left === 1 ? 'try' : 'tries'} left.`
            : 'Too many wrong codes. Please ask for a new code.',
        );
      }
      return db.transaction(async (tx) => {
        if (!(await useActivationCode(tx, live.id, now)))
          throw HttpError.badRequest('That code has already been used.');
        return updateUser(tx, user.id, { verified: true });
      });
    },

    async forgotPassword(email: string): Promise<string> {
      const user = await findUserByEmail(db, email);
      if (user) {
        const token = newOpaqueToken();
        await insertPasswordResetToken(
          db,
          user.id,
          hashToken(token),
          later(clock.now(), PASSWORD_RESET_TTL_S),
        );
        const link = `${config.publicUrl}/account/password-recovery?recovery_token=${token}`;
        await mailer.send(passwordResetEmail(config.productName, user.email, link));
      }
      return FORGOT_PASSWORD_MESSAGE;
    },

    async resetPassword(token: string, password: string): Promise<void> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const use = await usePasswordResetToken(tx, hashToken(token), now);
        if (use.outcome === 'expired') throw HttpError.badRequest(RESET_TOKEN_EXPIRED);
        if (use.outcome === 'unknown') {
          throw HttpError.badRequest(
            'This password reset link is not valid any more. Please request a new one.',
          );
        }
        const user = await findUserById(tx, use.userId);
        if (!user)
          throw HttpError.badRequest(
            'This password reset link is not valid any more. Please request a new one.',
          );
        assertPasswordStrongEnough(password, [user.email]);
        await updateUser(tx, user.id, { passwordHash: await hashPassword(password) });
        // Whoever knew the old password is logged out everywhere.
        await revokeAllLogins(tx, user.id, now);
      });
    },

    async changePassword(current: AuthenticatedUser, newPassword: string): Promise<UserRow> {
      assertPasswordStrongEnough(newPassword, [current.user.email]);
      const passwordHash = await hashPassword(newPassword);
      return db.transaction(async (tx) => {
        await revokeAllLogins(tx, current.user.id, clock.now(), current.loginId);
        return updateUser(tx, current.user.id, { passwordHash });
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
