import {
  NOTIFICATION_GROUPS,
  type NotificationChannel,
  type NotificationGroup,
  type Profile,
} from '@waymark/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { uploads } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { deleteUser, findUserByEmail, updateUser, uploadKeysOf, type UserRow } from './users.repository.ts';

export function createUsersService({ database, storage }: AppContext) {
  const { db } = database;

  async function assertOwnPortrait(userId: number, url: string) {
    const key = url.startsWith('/uploads/') ? url.slice('/uploads/'.length) : undefined;
    const owned =
      key !== undefined &&
      (
        await db
          .select({ id: uploads.id })
          .from(uploads)
          .where(and(eq(uploads.userId, userId), eq(uploads.storageKey, key)))
      ).length === 1;
    if (!owned) throw HttpError.badRequest('Please upload the portrait before saving it to your profile.');
  }

  return {
    /** Saving the profile also finishes set-up (spec 1 §4: not inited → profile-setup). */
    async updateProfile(user: UserRow, profile: Profile): Promise<UserRow> {
      if (profile.email && profile.email !== user.email) {
        const taken = await findUserByEmail(db, profile.email);
        if (taken) throw HttpError.conflict('Another account already uses that email address.');
      }
      if (profile.portrait) await assertOwnPortrait(user.id, profile.portrait);
      return updateUser(db, user.id, {
        firstName: profile.firstname,
        lastName: profile.lastname,
        email: profile.email ?? user.email,
        gender: profile.gender,
        dob: profile.dob ?? null,
        level: profile.level,
        phone: profile.phone ?? null,
        ...(profile.portrait !== undefined ? { portraitUrl: profile.portrait } : {}),
        inited: true,
      });
    },

    async toggleNotification(user: UserRow, fieldName: string, on: boolean): Promise<UserRow> {
      const [group, channel] = fieldName.split('.') as [NotificationGroup, NotificationChannel];
      if (!(NOTIFICATION_GROUPS[group] as readonly string[]).includes(channel)) {
        throw HttpError.badRequest('Unknown notification setting.');
      }
      const notifications = {
        ...user.notifications,
        [group]: { ...user.notifications[group], [channel]: on },
      };
      return updateUser(db, user.id, { notifications });
    },

    /** Everything of the person goes, in one transaction; their files follow once it has committed. */
    async deleteAccount(user: UserRow): Promise<void> {
      const keys = await db.transaction(async (tx) => {
        const owned = await uploadKeysOf(tx, user.id);
        await deleteUser(tx, user.id);
        return owned;
      });
      await Promise.allSettled(keys.map((key) => storage.remove(key)));
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
