import { IMAGE_TYPES_MESSAGE } from '@waymark/domain';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '#api/app-context.ts';
import { HttpError } from '#api/http/http-error.ts';
import { ACCOUNT_LIMITS } from '#api/http/rate-limits.ts';
import type { UserRow } from '#api/modules/users/users.repository.ts';
import { detectImage } from './image-type.ts';
import {
  deleteUnattachedBefore,
  findUpload,
  insertWithinQuota,
  storedBytesOf,
  type UploadRow,
} from './uploads.repository.ts';

const MB = 1024 * 1024;
export const UPLOAD_MAX_BYTES = 10 * MB;
/** What one account may keep: plenty of portraits, photos and plan documents. */
export const UPLOAD_QUOTA_BYTES = 100 * MB;
/** A file nothing uses after this long was abandoned (a portrait chosen, then not saved). */
export const UNATTACHED_UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;

export const QUOTA_MESSAGE = `Your files already take up the ${UPLOAD_QUOTA_BYTES / MB} MB an account can keep. Files you did not use are removed after a day.`;
export const TOO_MANY_UPLOADS =
  'You have uploaded a lot of files in the last hour. Please wait a while and try again.';

export function createUploadsService({ database, storage, clock, limits }: AppContext) {
  const { db } = database;

  return {
    /**
     * Refused before the body is read: too many uploads this hour, or a file that cannot fit.
     * Counted on the account, which no address or header changes.
     */
    async assertMayUpload(user: UserRow, announcedBytes: number) {
      const { max, windowMs } = ACCOUNT_LIMITS.uploads;
      if ((await limits.attempts.hit(`upload:${user.id}`, windowMs)) > max)
        throw HttpError.tooManyRequests(TOO_MANY_UPLOADS);
      if (
        (await storedBytesOf(db, user.id)) + Math.min(announcedBytes, UPLOAD_MAX_BYTES) >
        UPLOAD_QUOTA_BYTES
      )
        throw new HttpError(413, QUOTA_MESSAGE);
    },

    /** Stores an image the account uploaded; the quota is checked again where it cannot race. */
    async storeImage(user: UserRow, file: Buffer): Promise<{ id: number; key: string }> {
      const image = detectImage(file);
      if (!image) throw HttpError.badRequest(IMAGE_TYPES_MESSAGE);
      const key = `${user.id}/${randomUUID()}.${image.extension}`;
      await storage.put(key, file, image.contentType);
      try {
        const result = await db.transaction((tx) =>
          insertWithinQuota(
            tx,
            {
              userId: user.id,
              storageKey: key,
              contentType: image.contentType,
              sizeBytes: file.length,
              // The clean-up measures age by the app's clock, so the upload's time comes from it too.
              createdAt: clock.now(),
            },
            UPLOAD_QUOTA_BYTES,
          ),
        );
        // The account was deleted while its file arrived.
        if (result.outcome === 'no-account') throw HttpError.unauthorized();
        if (result.outcome === 'over-quota') throw new HttpError(413, QUOTA_MESSAGE);
        return { id: result.id, key };
      } catch (error) {
        // No row, no file: a refused or failed insert must not leave an orphan behind.
        await storage.remove(key);
        throw error;
      }
    },

    /** Only files with a row are served: a file left on disk by a failed removal stays private. */
    async servable(key: string): Promise<UploadRow | undefined> {
      return findUpload(db, key);
    },

    /**
     * Removes the files nothing used within a day: their rows, then the files themselves. A file
     * whose removal fails stays on disk without a row, so it is never served.
     */
    async removeAbandoned(): Promise<number> {
      const keys = await deleteUnattachedBefore(
        db,
        new Date(clock.now().getTime() - UNATTACHED_UPLOAD_LIFETIME_MS),
      );
      await Promise.allSettled(keys.map((key) => storage.remove(key)));
      return keys.length;
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
