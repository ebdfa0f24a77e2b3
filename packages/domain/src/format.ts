/** Counts are shown with thousands separators (spec 1 §9). */
export function formatCount(n: number): string {
  return new Intl.NumberFormat('en-NZ').format(n);
}

/** Under 1 km shows metres with 2 decimals, otherwise km with 2 decimals (spec 2 §9). */
export function formatDistance(km: number): string {
  if (km < 1) return `${(km * 1000).toFixed(2)} m`;
  return `${km.toFixed(2)} km`;
}

/** "© 2026" with the year the page is rendered in. */
export function copyrightLine(now: Date = new Date()): string {
  return `© ${now.getFullYear()}`;
}
