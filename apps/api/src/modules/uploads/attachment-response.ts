import type { Attachment } from '@waymark/domain';
import type { FileStorage } from '#api/providers/storage/storage.ts';

/** What an attachment is made from: an upload row or a just-stored upload. */
export type AttachmentSource = {
  id: number;
  key: string;
  title: string | null;
  sizeBytes: number;
  contentType: string;
  isPrivate: boolean;
};

/**
 * A plan document as the API shows it (spec 3 §3 Attachment). A private one has no public
 * address: `privateUrl` is where the people who may read its plan fetch it, empty until it
 * belongs to a plan.
 */
export function toAttachment(upload: AttachmentSource, storage: FileStorage, privateUrl = ''): Attachment {
  const title = upload.title ?? 'Document';
  return {
    id: upload.id,
    title,
    size: upload.sizeBytes,
    type: upload.contentType,
    file: title,
    url: upload.isPrivate ? privateUrl : storage.urlFor(upload.key),
    ext: upload.key.slice(upload.key.lastIndexOf('.') + 1),
  };
}
