import { ErrorResponseSchema, UploadedFileSchema } from '@waymark/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FileStorage } from '#api/providers/storage/storage.ts';
import { authenticators, currentAuth } from '#api/modules/auth/authenticators.ts';
import { HttpError } from '#api/http/http-error.ts';
import { ACCOUNT_LIMITS } from '#api/http/rate-limits.ts';
import type { AuthService } from '#api/modules/auth/auth.service.ts';
import { UPLOAD_QUOTA_BYTES, type UploadsService } from './uploads.service.ts';

export function uploadsRoutes(
  uploads: UploadsService,
  storage: FileStorage,
  auth: AuthService,
): FastifyPluginAsyncZod {
  const { required } = authenticators(auth);
  return async (app) => {
    app.post(
      '/upload',
      {
        // Who is uploading, and whether they may, is settled before a 10 MB body is read.
        onRequest: [
          required,
          async (request) =>
            uploads.assertMayUpload(
              currentAuth(request).user,
              Number(request.headers['content-length']) || 0,
            ),
        ],
        schema: {
          summary: 'Upload an image (gif, jpeg or png, up to 10 MB) as multipart field "file"',
          description: `At most ${ACCOUNT_LIMITS.uploads.max} uploads an hour and ${UPLOAD_QUOTA_BYTES / (1024 * 1024)} MB of files per account.`,
          tags: ['accounts'],
          security: [{ bearer: [] }],
          consumes: ['multipart/form-data'],
          response: {
            201: UploadedFileSchema,
            400: ErrorResponseSchema,
            401: ErrorResponseSchema,
            413: ErrorResponseSchema,
            429: ErrorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const file = (request.body as { file?: unknown } | undefined)?.file;
        if (!Buffer.isBuffer(file) || file.length === 0)
          throw HttpError.badRequest('Please choose a file to upload.');
        const { id, key } = await uploads.storeImage(currentAuth(request).user, file);
        return reply.status(201).send({ id, url: storage.urlFor(key) });
      },
    );
  };
}
