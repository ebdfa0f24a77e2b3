import { DOCUMENT_TYPES_MESSAGE, IMAGE_KINDS, IMAGE_TYPES_MESSAGE } from '@waymark/domain';
import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import type { AppContext } from '#api/app-context.ts';
import { HttpError } from '#api/http/http-error.ts';
import { ACCOUNT_LIMITS } from '#api/http/rate-limits.ts';
import type { UserRow } from '#api/modules/users/users.repository.ts';
import { detectDocument } from './document-type.ts';
import { safeImage, type ImageUse } from './safe-image.ts';
import {
  claimImageToClean,
  deleteUncleanableImage,
  deleteUnattachedBefore,
  deleteUpload,
  findUpload,
  insertWithinQuota,
  markCleaned,
  storedBytesOf,
  type UploadRow,
} from './uploads.repository.ts';

const MB = 1024 * 1024;
export const UPLOAD_MAX_BYTES = 10 * MB;
/** What one account may keep: plenty of portraits, photos and plan documents. */
export const UPLOAD_QUOTA_BYTES = 100 * MB;
/** A file nothing uses after this long was abandoned (a portrait chosen, then not saved). */
export const UNATTACHED_UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;
/**
 * Images stored as uploaded (before issue 27) cleaned in one run of the job: few enough that a
 * run is short (on PGlite, other queries wait while one is cleaned), enough to clear a backlog
 * of thousands within hours.
 */
const IMAGES_CLEANED_PER_RUN = 20;

/**
 * A portrait, or any image sent to `POST upload`: shown at most 96 px wide, three times that on a
 * sharp screen, so 512 px leaves room.
 */
export const PORTRAIT: ImageUse = {
  kinds: IMAGE_KINDS.map((kind) => kind.contentType),
  box: { width: 512, height: 512 },
  typesMessage: IMAGE_TYPES_MESSAGE,
  isPrivate: false,
};

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

  /** The stored image made anew, or undefined when the file is missing or is no image the pipeline takes. */
  async function cleanedImage(key: string) {
    const file = await storage.open(key);
    if (!file) return undefined;
    const stored = await buffer(file);
    return safeImage(stored, PORTRAIT).catch((error: unknown) => {
      if (error instanceof HttpError) return undefined;
      throw error;
    });
  }

  /**
   * Cleans the next image stored as it was uploaded, as a new one is (safe-image.ts), and writes
   * it back under the same key, so the address a profile holds keeps working. A file the pipeline
   * refuses (a bomb, not an image, or missing) goes, and a profile it was the portrait of shows
   * initials instead. The row stays locked while its file is rewritten, so two servers never
   * clean one image, and it is not served until the row says it is clean.
   */
  async function cleanNextImage(): Promise<'cleaned' | 'removed' | undefined> {
    const done = await db.transaction(async (tx) => {
      const upload = await claimImageToClean(tx);
      if (!upload) return undefined;
      const image = await cleanedImage(upload.storageKey);
      if (!image) {
        await deleteUncleanableImage(tx, upload, storage.urlFor(upload.storageKey), clock.now());
        return { outcome: 'removed' as const, key: upload.storageKey };
      }
      await storage.put(upload.storageKey, image.content, image.kind.contentType);
      await markCleaned(tx, upload.id, {
        contentType: image.kind.contentType,
        sizeBytes: image.content.length,
      });
      return { outcome: 'cleaned' as const };
    });
    // Once its row is gone for good: a file whose removal fails is never served without one.
    if (done?.outcome === 'removed') await removeFiles([done.key]);
    return done?.outcome;
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

    /**
     * Stores an image the account uploaded (a portrait, a review photo) as the one image pipeline
     * makes it, never the bytes sent: what was uploaded is not kept.
     */
    async storeImage(user: UserRow, file: Buffer, use: ImageUse): Promise<StoredUpload> {
      const image = await safeImage(file, use);
      return store(user, image.content, image.kind, { isPrivate: use.isPrivate });
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

    /**
     * Only files with a row are served: a file left on disk by a failed removal stays private. An
     * image stored as it was uploaded is not served until the clean-up has made it anew.
     */
    async servable(key: string): Promise<UploadRow | undefined> {
      const upload = await findUpload(db, key);
      return upload?.needsCleaning ? undefined : upload;
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

    /**
     * Cleans a batch of the images stored as they were uploaded, before every image went through
     * the pipeline (issue 27), and says how many were cleaned and how many removed.
     */
    async cleanStoredImages(signal?: AbortSignal): Promise<{ cleaned: number; removed: number }> {
      const counts = { cleaned: 0, removed: 0 };
      for (let taken = 0; taken < IMAGES_CLEANED_PER_RUN && !signal?.aborted; taken += 1) {
        const outcome = await cleanNextImage();
        if (!outcome) break;
        counts[outcome] += 1;
      }
      return counts;
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
