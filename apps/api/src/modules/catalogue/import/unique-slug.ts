import { slugify } from '@waymark/domain';

/**
 * A slug for a new place: its title's, and on a clash with another place (DOC has four
 * "Crow Hut"s and four "Kahikatea Walk"s) the region's slug added, then a number. A place
 * already in the catalogue keeps its slug, so links stay good across imports; `taken`
 * grows as slugs are handed out.
 */
export function uniqueSlug(title: string, regionSlug: string | undefined, taken: Set<string>): string {
  const base = slugify(title) || 'place';
  const candidates = [base, ...(regionSlug ? [`${base}-${regionSlug}`] : [])];
  let slug = candidates.find((candidate) => !taken.has(candidate));
  const numbered = candidates[candidates.length - 1]!;
  for (let n = 2; slug === undefined; n += 1) {
    if (!taken.has(`${numbered}-${n}`)) slug = `${numbered}-${n}`;
  }
  taken.add(slug);
  return slug;
}
