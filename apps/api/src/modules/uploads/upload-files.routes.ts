import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '#api/http/http-error.ts';
import type { FileStorage } from '#api/providers/storage/storage.ts';
import { sendStoredFile } from './send-stored-file.ts';
import type { UploadsService } from './uploads.service.ts';

/**
 * Browsers and shared caches may keep a file for an hour. Files do not change, but they do go:
 * when an account is deleted its portrait must stop being served within that hour, not a year.
 */
const FILE_CACHE_CONTROL = 'public, max-age=3600';

/** Uploaded files, served only while their upload row exists, as stored (send-stored-file.ts). */
export function uploadFilesRoutes(uploads: UploadsService, storage: FileStorage): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/uploads/*',
      {
        schema: {
          hide: true,
          params: z.object({ '*': z.string().max(300) }),
        },
      },
      async (request, reply) => {
        const key = request.params['*'];
        const upload = await uploads.servable(key);
        // A private plan document never has a public address, however its key became known.
        const file = upload && !upload.isPrivate && (await storage.open(key));
        if (!upload || !file) throw HttpError.notFound('There is no such file.');
        return sendStoredFile(reply.header('cache-control', FILE_CACHE_CONTROL), file, upload);
      },
    );
  };
}
