import type { ApiFile } from './api-client.ts';

/**
 * Hands a fetched file to the browser to save under its own name, as a link with `download`
 * would; for files a plain link cannot fetch because they need the bearer token.
 */
export function saveFile({ blob, filename }: ApiFile, fallbackName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser may still be reading the object URL after click() returns, so it is freed later;
  // FileSaver.js waits 40 s (https://github.com/eligrey/FileSaver.js/blob/master/src/FileSaver.js).
  window.setTimeout(() => URL.revokeObjectURL(url), 40_000);
}
