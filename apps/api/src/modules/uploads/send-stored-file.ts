import { IMAGE_KINDS } from '@waymark/domain';
import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { attachment } from '#api/http/content-disposition.ts';

const IMAGE_TYPES: ReadonlySet<string> = new Set(IMAGE_KINDS.map((kind) => kind.contentType));

/**
 * Sends an uploaded file. Only images are shown in the browser, and every stored image was
 * decoded and encoded afresh (safe-image.ts). Anything else is a plan document kept byte for
 * byte: it always downloads under its title, so nothing a person uploaded is ever opened as a
 * page of this site. The `nosniff` that keeps browsers to the type given is on every answer
 * (helmet, app.ts).
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: Readable,
  stored: { contentType: string; sizeBytes: number; title?: string | null },
) {
  reply.type(stored.contentType).header('content-length', stored.sizeBytes);
  if (!IMAGE_TYPES.has(stored.contentType))
    reply.header('content-disposition', attachment(stored.title ?? 'Document'));
  return reply.send(file);
}
