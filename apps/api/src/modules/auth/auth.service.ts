import {
  defaultNotifications,
  INVALID_LOGIN_MESSAGE,
  pathFor,
  RESET_LINK_INVALID,
  RESET_TOKEN_EXPIRED,
  TokenSchema,
  type Registration,
  type Token,
} from '@waymark/domain';
import type { AppContext } from '#api/app-context.ts';
import type { Database } from '#api/db/client.ts';
import { HttpError } from '#api/http/http-error.ts';
import { activationEmail, passwordResetEmail } from '#api/providers/mail/templates.ts';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  updateUser,
  voidEmailChanges,
  type UserRow,
} from '#api/modules/users/users.repository.ts';
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
  sealSuccessor,
  useActivationCode,
  usePasswordResetToken,
  voidPasswordResetTokens,
} from './auth.repository.ts';
import { accountLimits } from './account-limits.ts';
import {
  hashActivationCode,
  hashToken,
  newActivationCode,
  newOpaqueToken,
  sealWithToken,
  unsealWithToken,
} from './opaque-token.ts';
import { assertPasswordStrongEnough, hashPassword, passwordMatches } from './passwords.ts';

export const ACCESS_TOKEN_TTL_S = 60 * 60;
const REFRESH_TOKEN_TTL_S = 60 * 60 * 24 * 30;
const ACTIVATION_CODE_TTL_S = 60 * 60 * 24;
const PASSWORD_RESET_TTL_S = 60 * 60;
const ACTIVATION_MAX_WRONG_TRIES = 5;
/**
 * Two tabs or a retry may present one refresh token at the same moment (RFC 9700 §4.14.2): for
 * this long after its exchange the same token gets the same new pair; after it, reuse is theft.
 */
export const REFRESH_GRACE_S = 60;

export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';
export const FORGOT_PASSWORD_MESSAGE =
  'If there is an account for that email address, we have sent it a link to reset the password.';
/** One answer for a wrong, expired or used code and for an address with nothing to activate. */
export const ACTIVATION_FAILED_BY_EMAIL =
  'That code is not right, or it has expired. Please check it, or ask for a new code.';

const later = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);

export type AuthenticatedUser = { user: UserRow; loginId: number };

export function createAuthService({ database, config, mailer, clock, limits, background }: AppContext) {
  const { db } = database;
  const accounts = accountLimits(limits.attempts);

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

  async function sendPasswordReset(user: UserRow) {
    const token = newOpaqueToken();
    await insertPasswordResetToken(db, user.id, hashToken(token), later(clock.now(), PASSWORD_RESET_TTL_S));
    const link = `${config.publicUrl}/account/password-recovery?recovery_token=${token}`;
    await mailer.send(passwordResetEmail(config.productName, user.email, link));
  }

  /** A new password ends the links mailed before it: reset links and email-change confirmations. */
  async function endOutstandingLinks(tx: Database, userId: number, now: Date) {
    await voidPasswordResetTokens(tx, userId, now);
    await voidEmailChanges(tx, userId, now);
    await updateUser(tx, userId, { pendingEmail: null });
  }

  async function sendActivationCode(tx: Database, user: UserRow) {
    const code = newActivationCode();
    await insertActivationCode(
      tx,
      user.id,
      hashActivationCode(user.id, code),
      later(clock.now(), ACTIVATION_CODE_TTL_S),
    );
    // The address comes along: the link opened on another device must not ask whose code it is.
    const query = new URLSearchParams({ code, email: user.email });
    const link = `${config.publicUrl}${pathFor('activation')}?${query}`;
    await mailer.send(activationEmail(config.productName, user.email, code, link));
  }

  /** The pair this refresh token was exchanged for, if the exchange was moments ago. */
  async function pairFromGraceWindow(refreshToken: string, hash: string, now: Date) {
    // Read after the exchange committed: a concurrent twin waited for its row lock.
    const record = await findRefreshToken(db, hash);
    if (!record?.rotatedAt || !record.successorSealed || record.loginRevoked) return undefined;
    if (now.getTime() - record.rotatedAt.getTime() > REFRESH_GRACE_S * 1000) return undefined;
    const sealed = unsealWithToken(refreshToken, record.successorSealed);
    return sealed ? TokenSchema.parse(JSON.parse(sealed)) : undefined;
  }

  /** Checks the code, counting a wrong one; the messages say exactly what went wrong. */
  async function activateWithCode(user: UserRow, code: string): Promise<UserRow> {
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
  }

  return {
    assertClient(clientId: string, clientSecret: string) {
      if (clientId !== config.oauthClient.id || clientSecret !== config.oauthClient.secret) {
        throw HttpError.unauthorized('This app is not recognised. Please reload the page and try again.');
      }
    },

    /** Wrong passwords count against the account, whichever addresses they come from. */
    async passwordGrant(email: string, password: string): Promise<Token> {
      await accounts.assertLoginAllowed(email);
      const user = await findUserByEmail(db, email.trim());
      const matches = await passwordMatches(user?.passwordHash, password);
      if (!user || !matches) {
        await accounts.countFailedLogin(email);
        throw HttpError.badRequest(INVALID_LOGIN_MESSAGE);
      }
      await accounts.forgetFailedLogins(email);
      return db.transaction(async (tx) => issueTokens(tx, await createLogin(tx, user.id)));
    },

    /**
     * Each refresh token is exchanged once. Presented again within the grace window it returns
     * the same pair; later, it means the token was stolen, so the whole login ends.
     */
    async refreshGrant(refreshToken: string): Promise<Token> {
      const now = clock.now();
      const hash = hashToken(refreshToken);
      const record = await findRefreshToken(db, hash);
      if (!record || record.loginRevoked || record.expiresAt <= now)
        throw HttpError.badRequest(SESSION_EXPIRED);
      const exchanged = await db.transaction(async (tx) => {
        if (!(await rotateRefreshToken(tx, hash, now))) return undefined;
        const pair = await issueTokens(tx, record.loginId);
        await sealSuccessor(tx, hash, sealWithToken(refreshToken, JSON.stringify(pair)));
        return pair;
      });
      if (exchanged) return exchanged;
      const twin = await pairFromGraceWindow(refreshToken, hash, now);
      if (twin) return twin;
      await revokeLogin(db, record.loginId, now);
      throw HttpError.badRequest(SESSION_EXPIRED);
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

    /** Answers alike for every address; the code goes out after the answer. */
    async resendActivation(email: string): Promise<void> {
      await accounts.takeMailAllowance(email);
      const user = await findUserByEmail(db, email);
      if (!user || user.verified) return;
      background.run('activation mail', () => db.transaction((tx) => sendActivationCode(tx, user)));
    },

    /**
     * Logged in, the bearer token proves who is asking, and the messages can be exact. By email
     * only, the code is the proof: without a right one nothing of the account is returned, and
     * every failure reads the same, so nobody learns whether or how the address is registered.
     */
    async activate(code: string, who: { user?: UserRow; email?: string }): Promise<UserRow> {
      if (who.user) return who.user.verified ? who.user : activateWithCode(who.user, code);
      if (!who.email) throw HttpError.badRequest('Please log in to activate your account.');
      const user = await findUserByEmail(db, who.email);
      if (!user || user.verified) throw HttpError.badRequest(ACTIVATION_FAILED_BY_EMAIL);
      try {
        return await activateWithCode(user, code);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 400)
          throw HttpError.badRequest(ACTIVATION_FAILED_BY_EMAIL);
        throw error;
      }
    },

    /**
     * The answer comes before any work that only an existing account needs, so it takes as long
     * for an unknown address as for a known one.
     */
    async forgotPassword(email: string): Promise<string> {
      await accounts.takeMailAllowance(email);
      const user = await findUserByEmail(db, email);
      if (user) background.run('password reset mail', () => sendPasswordReset(user));
      return FORGOT_PASSWORD_MESSAGE;
    },

    /** Any reset link, once used, ends the others and any pending email change, and every login. */
    async resetPassword(token: string, password: string): Promise<void> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const use = await usePasswordResetToken(tx, hashToken(token), now);
        if (use.outcome === 'expired') throw HttpError.badRequest(RESET_TOKEN_EXPIRED);
        if (use.outcome === 'unknown') throw HttpError.badRequest(RESET_LINK_INVALID);
        const user = await findUserById(tx, use.userId);
        if (!user) throw HttpError.badRequest(RESET_LINK_INVALID);
        assertPasswordStrongEnough(password, [user.email]);
        await updateUser(tx, user.id, { passwordHash: await hashPassword(password) });
        await endOutstandingLinks(tx, user.id, now);
        // Whoever knew the old password is logged out everywhere.
        await revokeAllLogins(tx, user.id, now);
      });
    },

    async changePassword(current: AuthenticatedUser, newPassword: string): Promise<UserRow> {
      assertPasswordStrongEnough(newPassword, [current.user.email]);
      const passwordHash = await hashPassword(newPassword);
      const now = clock.now();
      return db.transaction(async (tx) => {
        await revokeAllLogins(tx, current.user.id, now, current.loginId);
        await endOutstandingLinks(tx, current.user.id, now);
        return updateUser(tx, current.user.id, { passwordHash });
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
