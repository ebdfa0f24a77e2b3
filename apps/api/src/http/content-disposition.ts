/** Characters no file name may hold on Windows, macOS or Linux, and control characters. */
const UNSAFE_IN_FILE_NAMES = /[\\/:*?"<>|\p{Cc}]/gu;

/**
 * A Content-Disposition that downloads a file under its own name (RFC 6266): the UTF-8 name in
 * `filename*` keeps macrons ("Trip Plan - Ōhakune.pdf"); `filename` is a plain-ASCII fallback
 * for clients that read only that ("Trip Plan - Ohakune.pdf").
 */
export function attachment(name: string): string {
  const safe = name.replace(UNSAFE_IN_FILE_NAMES, '-');
  const ascii = safe
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|%/g, '_');
  const encoded = encodeURIComponent(safe).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
