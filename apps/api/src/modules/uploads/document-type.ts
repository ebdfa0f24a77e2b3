import { DOCUMENT_KINDS, type DocumentExtension } from '@waymark/domain';

/**
 * Plan documents are recognised by what they hold, never by their name (spec 3 §5's list):
 * PDF and RTF by their first bytes; Word 97 and Excel 97 files are OLE compound files told apart
 * by the stream they carry; Office Open XML and OpenDocument files are ZIP archives told apart
 * by their parts; plain text is UTF-8 with no control characters but tabs and line breaks.
 */
export type DocumentKind = { extension: DocumentExtension; contentType: string };

const kind = (extension: DocumentExtension): DocumentKind => ({
  extension,
  contentType: DOCUMENT_KINDS[extension],
});

const startsWith = (content: Buffer, prefix: string | number[]) => {
  const bytes = typeof prefix === 'string' ? Buffer.from(prefix, 'latin1') : Buffer.from(prefix);
  return content.subarray(0, bytes.length).equals(bytes);
};

const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
const utf16 = (name: string) => Buffer.from(name, 'utf16le');

function officeDocument(content: Buffer): DocumentKind | undefined {
  // OpenDocument stores its "mimetype" part first and uncompressed, right after the 30-byte header.
  const head = content.subarray(30, 120).toString('latin1');
  if (head.startsWith('mimetypeapplication/vnd.oasis.opendocument.text')) return kind('odt');
  if (head.startsWith('mimetypeapplication/vnd.oasis.opendocument.spreadsheet')) return kind('ods');
  if (!content.includes('[Content_Types].xml')) return undefined;
  if (content.includes('word/')) return kind('docx');
  if (content.includes('xl/')) return kind('xlsx');
  return undefined;
}

// eslint-disable-next-line no-control-regex -- control characters are what betray a binary file
const BINARY_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

function plainText(content: Buffer): DocumentKind | undefined {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(content);
    return BINARY_CONTROL.test(text) ? undefined : kind('txt');
  } catch {
    return undefined;
  }
}

export function detectDocument(content: Buffer): DocumentKind | undefined {
  if (startsWith(content, '%PDF-')) return kind('pdf');
  if (startsWith(content, '{\\rtf')) return kind('rtf');
  if (startsWith(content, OLE_SIGNATURE)) {
    if (content.includes(utf16('WordDocument'))) return kind('doc');
    if (content.includes(utf16('Workbook')) || content.includes(utf16('Book'))) return kind('xls');
    return undefined;
  }
  if (startsWith(content, ZIP_SIGNATURE)) return officeDocument(content);
  return plainText(content);
}
