/**
 * Counts are whole numbers shown with thousands separators (spec 1 §9), as en-NZ writes them:
 * "1,204". Written out here rather than by Intl.NumberFormat, whose first use in a page loads
 * ICU's number data: 47 ms in the map bench's Chromium, just as the first results arrive.
 */
export function formatCount(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
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
