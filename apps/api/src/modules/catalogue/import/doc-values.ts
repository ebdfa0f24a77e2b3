import { DIFFICULTIES, DOC_REGIONS, slugify, type DocRegionTitle, type GalleryImage } from '@waymark/domain';
import { htmlToText, looksLikeHtml, sanitiseHtml } from '#api/lib/sanitise-html.ts';

/**
 * DOC's field values, read into ours. The same field names and habits appear in the DOC API,
 * the ArcGIS exports and the CSVs, so the readers share these.
 */

const DOC_SITE = 'https://www.doc.govt.nz';

/**
 * Text with surrounding blanks removed, or undefined when there is none. Control characters
 * (a NUL, which PostgreSQL text cannot hold, would sink a whole file) become spaces.
 */
export function text(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return undefined;
  // eslint-disable-next-line no-control-regex
  const trimmed = value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ' ').trim();
  return trimmed === '' ? undefined : trimmed;
}

/** Plain text for fields shown as text (introductions, names): any markup is reduced to its words. */
export function plainText(value: unknown): string | undefined {
  const raw = text(value);
  if (raw === undefined) return undefined;
  return text(looksLikeHtml(raw) ? htmlToText(raw) : raw.replace(/\s+/g, ' '));
}

/** Sanitised HTML for fields shown as HTML. */
export function safeHtml(value: unknown): string | undefined {
  const raw = text(value);
  return raw === undefined ? undefined : text(sanitiseHtml(raw));
}

/** Counts (bunks, sites) above this are typing slips, not places. */
const LARGEST_COUNT = 100_000;

/** A whole count from a number or numeric string. */
export function wholeNumber(value: unknown): number | undefined {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isInteger(parsed) && parsed >= 0 && parsed <= LARGEST_COUNT
    ? parsed
    : undefined;
}

/** true/false, "Yes"/"No" (ArcGIS), or undefined when the source does not say. */
export function yesNo(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  const word = text(value)?.toLowerCase();
  if (word === 'yes' || word === 'true') return true;
  if (word === 'no' || word === 'false') return false;
  return undefined;
}

/** DOC's "OPEN" / "CLSD" status. */
export function isClosedFromStatus(value: unknown): boolean | undefined {
  const status = text(value)?.toUpperCase();
  if (status === 'CLSD' || status === 'CLOSED') return true;
  if (status === 'OPEN') return false;
  return undefined;
}

/**
 * A DOC link made absolute and https. DOC's "no photo" placeholder counts as no image, and
 * anything that is not a web address is dropped.
 */
export function docUrl(value: unknown): string | undefined {
  const raw = text(value);
  if (raw === undefined) return undefined;
  const absolute = raw.startsWith('/') ? `${DOC_SITE}${raw}` : raw;
  let url: URL;
  try {
    url = new URL(absolute);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (/\/no-photo/i.test(url.pathname)) return undefined;
  if (url.hostname === 'www.doc.govt.nz' || url.hostname === 'doc.govt.nz') url.protocol = 'https:';
  return url.href;
}

/** The GUID of a doc.govt.nz page link (`/link/<guid>.aspx`), lower case, without hyphens. */
export function docPageGuid(value: unknown): string | undefined {
  const match = /\/link\/([0-9a-f]{32})\.aspx/i.exec(text(value) ?? '');
  return match?.[1]?.toLowerCase();
}

/** A GUID written with hyphens, as DOC's track asset ids are. */
export function hyphenatedGuid(guid: string): string {
  const g = guid.replace(/-/g, '').toLowerCase();
  return `${g.slice(0, 8)}-${g.slice(8, 12)}-${g.slice(12, 16)}-${g.slice(16, 20)}-${g.slice(20)}`;
}

/**
 * DOC lists come as arrays, arrays of arrays (some API versions) or comma-separated strings.
 * Items themselves may hold commas ("Water from tap - not treated, boil before use"); DOC's
 * items start with a capital, so a piece starting in lower case continues the one before.
 * ArcGIS cuts long fields off, which can leave a stub like "W"; stubs are dropped.
 */
export function docList(value: unknown): string[] {
  const items: string[] = [];
  const add = (item: string) => {
    const clean = plainText(item);
    if (clean && clean.length >= 3 && !items.includes(clean)) items.push(clean);
  };
  const visit = (entry: unknown) => {
    if (Array.isArray(entry)) entry.forEach(visit);
    else if (typeof entry === 'string') {
      const pieces: string[] = [];
      for (const piece of entry.split(',')) {
        const trimmed = piece.trim();
        if (trimmed === '') continue;
        if (/^[a-z]/.test(trimmed) && pieces.length > 0) pieces[pieces.length - 1] += `, ${trimmed}`;
        else pieces.push(trimmed);
      }
      pieces.forEach(add);
    }
  };
  visit(value);
  return items;
}

const REGION_BY_SLUG = new Map<string, DocRegionTitle>(
  DOC_REGIONS.map((region) => [region.slug, region.title]),
);

/**
 * DOC's region names onto ours. Matching by slug absorbs the straight or curly apostrophe
 * in Hawke's Bay, macrons and letter case.
 */
export function docRegionTitles(value: unknown): DocRegionTitle[] {
  const names = Array.isArray(value) ? value : [value];
  const titles: DocRegionTitle[] = [];
  for (const name of names) {
    const raw = text(name);
    const title = raw === undefined ? undefined : REGION_BY_SLUG.get(slugify(raw));
    if (title && !titles.includes(title)) titles.push(title);
  }
  return titles;
}

/** Area names from DOC's `place`, `locationString` ("Located in X") and `locationArray`. */
export function docAreas(...values: unknown[]): string[] {
  const areas: string[] = [];
  for (const value of values.flat()) {
    const area = plainText(value)?.replace(/^located in\s+/i, '');
    if (area && !areas.includes(area)) areas.push(area);
  }
  return areas;
}

/** DOC's track grades ("Easy", "Advanced, Expert", ["Intermediate"]) as our ids, easiest first. */
export function difficultyIds(value: unknown): string[] {
  const words = docList(value).map((word) => word.toLowerCase());
  return DIFFICULTIES.filter((difficulty) => words.includes(difficulty.title.toLowerCase())).map(
    (difficulty) => difficulty.id,
  );
}

/**
 * Whether dogs may come, from DOC's wording: "No dogs", "Dogs on a leash only", "Dogs allowed".
 * Dogs that need a DOC permit (hunting, management) do not count as allowed for the dog filter;
 * the full wording is kept alongside.
 */
export function dogsAllowedFrom(value: unknown): boolean | undefined {
  const words = plainText(value)?.toLowerCase();
  if (!words || words.startsWith('not applicable')) return undefined;
  if (/^no dogs/.test(words) || /permit/.test(words)) return false;
  if (/^dogs (allowed|on a lead|on a leash|under control)/.test(words)) return true;
  return undefined;
}

/** Splits DOC's gallery caption "Angelus Hut Image: Brian Dobbie &#169;" into title and credit. */
export function captionParts(caption: string): { title: string; credit: string } {
  const at = caption.search(/\bImage:/i);
  const title = htmlToText(at === -1 ? caption : caption.slice(0, at));
  const creditHtml = at === -1 ? '' : caption.slice(at + 'Image:'.length);
  const credit = htmlToText(creditHtml)
    .split('|')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' | ');
  return { title, credit };
}

/** DOC's gallery [{url, caption}] as ours [{lg, sm, title, credit}]; DOC serves one size. */
export function galleryFrom(value: unknown): GalleryImage[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { url, caption } = item as { url?: unknown; caption?: unknown };
    const image = docUrl(url);
    if (!image) return [];
    return [{ lg: image, sm: image, ...captionParts(typeof caption === 'string' ? caption : '') }];
  });
}

/** Whether a facility list says the place suits wheelchairs ("Wheelchair accessible [with assistance]"). */
export function mentionsWheelchairAccess(facilities: string[]): boolean | undefined {
  return facilities.some((facility) => /^wheelchair accessible/i.test(facility)) ? true : undefined;
}
