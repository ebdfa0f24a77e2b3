import {
  AttachmentSchema,
  DocumentUploadFieldsSchema,
  ErrorResponseSchema,
  UploadedFileSchema,
} from '@waymark/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FileStorage } from '#api/providers/storage/storage.ts';
import { authenticators, currentAuth } from '#api/modules/auth/authenticators.ts';
import { HttpError } from '#api/http/http-error.ts';
import { ACCOUNT_LIMITS } from '#api/http/rate-limits.ts';
import type { AuthService } from '#api/modules/auth/auth.service.ts';
import { toAttachment } from './attachment-response.ts';
import { PORTRAIT, UPLOAD_QUOTA_BYTES, type UploadsService } from './uploads.service.ts';

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
          summary:
            'Upload an image (gif, jpeg or png), or with field "isprivate" a plan document, up to 10 MB, as multipart field "file"',
          description: `An image is turned upright, made to fit ${PORTRAIT.box.width}×${PORTRAIT.box.height} and stripped of its metadata; a document is kept as sent and always downloads. At most ${ACCOUNT_LIMITS.uploads.max} uploads an hour and ${UPLOAD_QUOTA_BYTES / (1024 * 1024)} MB of files per account.`,
          tags: ['accounts'],
          security: [{ bearer: [] }],
          consumes: ['multipart/form-data'],
          response: {
            201: AttachmentSchema.or(UploadedFileSchema),
            400: ErrorResponseSchema,
            401: ErrorResponseSchema,
            413: ErrorResponseSchema,
            429: ErrorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const body = (request.body ?? {}) as { file?: unknown; isprivate?: unknown; title?: unknown };
        const { file } = body;
        if (!Buffer.isBuffer(file) || file.length === 0)
          throw HttpError.badRequest('Please choose a file to upload.');
        const { user } = currentAuth(request);
        if (body.isprivate === undefined) {
          const { id, key } = await uploads.storeImage(user, file, PORTRAIT);
          return reply.status(201).send({ id, url: storage.urlFor(key) });
        }
        // A plan document (spec 3 §7 "file and isprivate"); a private one has no public address.
        const fields = DocumentUploadFieldsSchema.safeParse(body);
        if (!fields.success) throw HttpError.badRequest(fields.error.issues[0]!.message);
        const stored = await uploads.storeDocument(user, file, fields.data);
        return reply.status(201).send(toAttachment(stored, storage));
      },
    );
  };
}
