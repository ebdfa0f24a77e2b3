import { DOCUMENT_TYPES_MESSAGE, IMAGE_TYPES_MESSAGE, type ImageKind } from '@waymark/domain';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '#api/app-context.ts';
import { HttpError } from '#api/http/http-error.ts';
import { ACCOUNT_LIMITS } from '#api/http/rate-limits.ts';
import type { UserRow } from '#api/modules/users/users.repository.ts';
import { detectDocument } from './document-type.ts';
import { detectImage } from './image-type.ts';
import {
  deleteUnattachedBefore,
  deleteUpload,
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

/** An upload as stored: its row id, storage key and what it is. */
export type StoredUpload = {
  id: number;
  key: string;
  contentType: string;
  extension: string;
  sizeBytes: number;
  title: string | null;
  isPrivate: boolean;
};

export function createUploadsService({ database, storage, clock, limits }: AppContext) {
  const { db } = database;

  /** Keeps the file and its row, the quota checked again where it cannot race; never one without the other. */
  async function store(
    user: UserRow,
    file: Buffer,
    kind: { extension: string; contentType: string },
    document: { title?: string; isPrivate?: boolean },
  ): Promise<StoredUpload> {
    const key = `${user.id}/${randomUUID()}.${kind.extension}`;
    await storage.put(key, file, kind.contentType);
    try {
      const result = await db.transaction((tx) =>
        insertWithinQuota(
          tx,
          {
            userId: user.id,
            storageKey: key,
            contentType: kind.contentType,
            title: document.title ?? null,
            isPrivate: document.isPrivate ?? false,
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
      return {
        id: result.id,
        key,
        contentType: kind.contentType,
        extension: kind.extension,
        sizeBytes: file.length,
        title: document.title ?? null,
        isPrivate: document.isPrivate ?? false,
      };
    } catch (error) {
      // No row, no file: a refused or failed insert must not leave an orphan behind.
      await storage.remove(key);
      throw error;
    }
  }

  /**
   * Files whose rows are gone, removed once the transaction that deleted the rows committed. A
   * file whose removal fails stays on disk without a row, so it is never served.
   */
  async function removeFiles(keys: readonly string[]): Promise<void> {
    await Promise.allSettled(keys.map((key) => storage.remove(key)));
  }

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

    /** Stores an image the account uploaded (a portrait, a review photo). */
    async storeImage(user: UserRow, file: Buffer): Promise<StoredUpload> {
      const image = detectImage(file);
      if (!image) throw HttpError.badRequest(IMAGE_TYPES_MESSAGE);
      return store(user, file, image, {});
    },

    /**
     * Stores an image its feature has already made safe (a review photo), private: the feature
     * says when it may be served.
     */
    async storePreparedImage(user: UserRow, content: Buffer, kind: ImageKind): Promise<StoredUpload> {
      return store(user, content, kind, { isPrivate: true });
    },

    /** Stores a plan document (spec 3 §5 kinds, told by content), private when asked. */
    async storeDocument(
      user: UserRow,
      file: Buffer,
      document: { title?: string | undefined; isprivate: boolean },
    ): Promise<StoredUpload> {
      const kind = detectDocument(file);
      if (!kind) throw HttpError.badRequest(DOCUMENT_TYPES_MESSAGE);
      const title = document.title ?? `Document.${kind.extension}`;
      return store(user, file, kind, { title, isPrivate: document.isprivate });
    },

    /** An upload its feature could not use after all (a photo over a review's limit): row, then file. */
    async discard(key: string): Promise<void> {
      await deleteUpload(db, key);
      await storage.remove(key);
    },

    removeFiles,

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
      await removeFiles(keys);
      return keys.length;
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
