import {
  CURRENT_PASSWORD_NEEDED,
  EMAIL_TAKEN,
  NOTIFICATION_GROUPS,
  type NotificationChannel,
  type NotificationGroup,
  type Profile,
  type User,
  type UserRole,
} from '@waymark/domain';
import type { AppContext } from '#api/app-context.ts';
import type { Database } from '#api/db/client.ts';
import { isUniqueViolation } from '#api/db/errors.ts';
import { HttpError } from '#api/http/http-error.ts';
import { emailChangeConfirmation, emailChangeNotice } from '#api/providers/mail/templates.ts';
import { voidPasswordResetTokens } from '#api/modules/auth/auth.repository.ts';
import { accountLimits } from '#api/modules/auth/account-limits.ts';
import { hashToken, newOpaqueToken } from '#api/modules/auth/opaque-token.ts';
import { passwordMatches } from '#api/modules/auth/passwords.ts';
import { recordAccountSafetyNetStops } from '#api/modules/safety-net/safety-net-stops.ts';
import { deleteUploadsOf, findUpload, markAttached } from '#api/modules/uploads/uploads.repository.ts';
import { contactsOf } from '#api/modules/contacts/contacts.repository.ts';
import { toContact } from '#api/modules/contacts/contact-response.ts';
import { tripsOf, wishlistOf } from '#api/modules/reviews/reviews.repository.ts';
import { toUserResponse } from './user-response.ts';
import {
  deleteUser,
  findUserByEmail,
  findUserById,
  insertEmailChange,
  setRoleByEmail,
  setNotification,
  updateUser,
  useEmailChange,
  voidEmailChanges,
  type UserRow,
} from './users.repository.ts';

const EMAIL_CHANGE_TTL_S = 60 * 60 * 24;
const WRONG_CURRENT_PASSWORD = 'Your current password is not right.';
const CONFIRMATION_INVALID =
  'This confirmation link is not valid any more. Please change your email again from your profile.';
const CONFIRMATION_EXPIRED =
  'This confirmation link has expired. Please change your email again from your profile.';
const PORTRAIT_NOT_UPLOADED = 'Please upload the portrait before saving it to your profile.';

export function createUsersService({
  database,
  storage,
  config,
  mailer,
  clock,
  limits,
  background,
}: AppContext) {
  const { db } = database;
  const accounts = accountLimits(limits.attempts);

  /** The storage key of an upload of this person's, from its URL; anything else is refused. */
  async function ownUploadKey(userId: number, url: string): Promise<string> {
    const key = storage.keyOf(url);
    const upload = key === undefined ? undefined : await findUpload(db, key);
    if (!upload || upload.userId !== userId) throw HttpError.badRequest(PORTRAIT_NOT_UPLOADED);
    return upload.storageKey;
  }

  /** The new portrait is in use; a replaced one is not, so the clean-up takes it after a day. */
  async function swapPortrait(tx: Database, user: UserRow, newKey: string | null) {
    const oldKey = (user.portraitUrl && storage.keyOf(user.portraitUrl)) ?? null;
    if (oldKey === newKey) return;
    if (oldKey) await markAttached(tx, user.id, oldKey, null);
    // The clean-up may have taken a day-old upload since it was looked up.
    if (newKey && !(await markAttached(tx, user.id, newKey, clock.now())))
      throw HttpError.badRequest(PORTRAIT_NOT_UPLOADED);
  }

  /**
   * A new address takes effect only once the link sent there is opened, and the old address is
   * told at once: a stolen session cannot quietly move the account (and its password resets).
   * The current password is asked for, and a wrong one counts as a failed login.
   */
  async function requestEmailChange(user: UserRow, newEmail: string, currentPassword: string | undefined) {
    if (!currentPassword) throw HttpError.badRequest(CURRENT_PASSWORD_NEEDED);
    await accounts.assertLoginAllowed(user.email);
    if (!(await passwordMatches(user.passwordHash, currentPassword))) {
      await accounts.countFailedLogin(user.email);
      throw HttpError.badRequest(WRONG_CURRENT_PASSWORD);
    }
    if (await findUserByEmail(db, newEmail)) throw HttpError.conflict(EMAIL_TAKEN);
    await accounts.takeMailAllowance(newEmail);
    const token = newOpaqueToken();
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + EMAIL_CHANGE_TTL_S * 1000);
    await insertEmailChange(db, { userId: user.id, newEmail, tokenHash: hashToken(token), expiresAt }, now);
    const link = `${config.publicUrl}/account/confirm-email?token=${token}`;
    background.run('email change mails', async () => {
      await mailer.send(emailChangeConfirmation(config.productName, newEmail, link));
      await mailer.send(emailChangeNotice(config.productName, user.email, newEmail));
    });
  }

  return {
    /** The user as the API answers it, with their contacts (spec 3 §7 "the updated user with contacts"). */
    async view(row: UserRow): Promise<User> {
      const [contacts, trips, wishlist] = await Promise.all([
        contactsOf(db, row.id),
        tripsOf(db, row.id),
        wishlistOf(db, row.id),
      ]);
      return toUserResponse(row, { contacts: contacts.map(toContact), trips, wishlist });
    },

    /** Saving the profile also finishes set-up (spec 1 §4: not inited → profile-setup). */
    async updateProfile(user: UserRow, profile: Profile): Promise<UserRow> {
      const newEmail = profile.email && profile.email !== user.email ? profile.email : undefined;
      const portraitKey = profile.portrait ? await ownUploadKey(user.id, profile.portrait) : null;
      if (newEmail) await requestEmailChange(user, newEmail, profile.current_password);
      return db.transaction(async (tx) => {
        // Left out, the portrait stays as it is; null removes it.
        if (profile.portrait !== undefined) await swapPortrait(tx, user, portraitKey);
        return updateUser(tx, user.id, {
          firstName: profile.firstname,
          lastName: profile.lastname,
          gender: profile.gender,
          dob: profile.dob ?? null,
          level: profile.level,
          phone: profile.phone ?? null,
          ...(profile.portrait !== undefined ? { portraitUrl: profile.portrait ?? null } : {}),
          ...(newEmail ? { pendingEmail: newEmail } : {}),
          inited: true,
        });
      });
    },

    /**
     * Opening the link proves the new address; no login is needed, as it may open on another
     * device. Links to the old address (password resets) end with the change.
     */
    async confirmEmailChange(token: string): Promise<string> {
      const now = clock.now();
      try {
        return await db.transaction(async (tx) => {
          const use = await useEmailChange(tx, hashToken(token), now);
          if (use.outcome === 'expired') throw HttpError.badRequest(CONFIRMATION_EXPIRED);
          if (use.outcome === 'unknown') throw HttpError.badRequest(CONFIRMATION_INVALID);
          if (!(await findUserById(tx, use.userId))) throw HttpError.badRequest(CONFIRMATION_INVALID);
          await updateUser(tx, use.userId, { email: use.newEmail, pendingEmail: null });
          await voidEmailChanges(tx, use.userId, now);
          await voidPasswordResetTokens(tx, use.userId, now);
          return use.newEmail;
        });
      } catch (error) {
        // Someone registered or confirmed the same address first; the unique index decided.
        if (isUniqueViolation(error)) throw HttpError.conflict(EMAIL_TAKEN);
        throw error;
      }
    },

    async toggleNotification(user: UserRow, fieldName: string, on: boolean): Promise<UserRow> {
      const [group, channel] = fieldName.split('.') as [NotificationGroup, NotificationChannel];
      if (!(NOTIFICATION_GROUPS[group] as readonly string[] | undefined)?.includes(channel)) {
        throw HttpError.badRequest('Unknown notification setting.');
      }
      return setNotification(db, user.id, group, channel, on);
    },

    /** Everything of the person goes, in one transaction; their files follow once it has committed. */
    async deleteAccount(user: UserRow): Promise<void> {
      const keys = await db.transaction(async (tx) => {
        await recordAccountSafetyNetStops(tx, user.id);
        const owned = await deleteUploadsOf(tx, user.id);
        await deleteUser(tx, user.id);
        return owned;
      });
      await Promise.allSettled(keys.map((key) => storage.remove(key)));
    },

    /** Staff or an ordinary user again; only the admin API and `npm run user` call this. */
    async setRole(email: string, role: UserRole): Promise<{ email: string; role: UserRole }> {
      if (!(await setRoleByEmail(db, email, role)))
        throw HttpError.notFound(`No account has the address ${email}.`);
      return { email: email.toLowerCase(), role };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
