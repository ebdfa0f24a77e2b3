import { randomUUID } from 'node:crypto';
import { ErrorResponseSchema, UploadedFileSchema } from '@waymark/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { uploads } from '../../db/schema/index.ts';
import { authenticators, currentAuth } from '../../http/authenticate.ts';
import { HttpError } from '../../http/http-error.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { detectImage } from './image-type.ts';

export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_TYPES_MESSAGE = 'Allowed file types are: .jpg, .gif, .png';

export function uploadsRoutes({ database, storage }: AppContext, auth: AuthService): FastifyPluginAsyncZod {
  const { required } = authenticators(auth);
  return async (app) => {
    app.post(
      '/upload',
      {
        preHandler: required,
        schema: {
          summary: 'Upload an image (gif, jpeg or png, up to 10 MB) as multipart field "file"',
          tags: ['accounts'],
          security: [{ bearer: [] }],
          consumes: ['multipart/form-data'],
          response: {
            201: UploadedFileSchema,
            400: ErrorResponseSchema,
            401: ErrorResponseSchema,
            413: ErrorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const { user } = currentAuth(request);
        const file = (request.body as { file?: unknown } | undefined)?.file;
        if (!Buffer.isBuffer(file) || file.length === 0)
          throw HttpError.badRequest('Please choose a file to upload.');
        const image = detectImage(file);
        if (!image) throw HttpError.badRequest(IMAGE_TYPES_MESSAGE);
        const key = `${user.id}/${randomUUID()}.${image.extension}`;
        await storage.put(key, file, image.contentType);
        try {
          const [row] = await database.db
            .insert(uploads)
            .values({
              userId: user.id,
              storageKey: key,
              contentType: image.contentType,
              sizeBytes: file.length,
            })
            .returning({ id: uploads.id });
          return reply.status(201).send({ id: row!.id, url: storage.urlFor(key) });
        } catch (error) {
          // No row, no file: a failed insert must not leave an orphan behind.
          await storage.remove(key);
          throw error;
        }
      },
    );
  };
}
