/**
 * CAP 1.2 documents written for the tests, in the shape of MetService's real ones
 * (shared/data/cap), for the warnings no real capture exists of.
 */

export const CAP_INDEX_URL = 'https://alerts.metservice.com/cap/rss';
export const capAlertUrl = (identifier: string) =>
  `https://alerts.metservice.com/cap/alert?id=${encodeURIComponent(identifier)}`;

/** [lat, lon] corners, as CAP writes them. */
export type LatLon = [number, number];

/** A box around Tongariro, Ngāuruhoe and the Alpine Crossing (not Ruapehu, not the coast). */
export const AROUND_TONGARIRO: LatLon[] = [
  [-39.2, 175.52],
  [-39.2, 175.72],
  [-39.03, 175.72],
  [-39.03, 175.52],
];

/**
 * A box over the middle of the Alpine Crossing (Red Crater, Emerald Lakes) that leaves its
 * Mangatepopo start point outside: it matches only because the track's line crosses it.
 */
export const OVER_RED_CRATER: LatLon[] = [
  [-39.15, 175.61],
  [-39.15, 175.645],
  [-39.135, 175.645],
  [-39.135, 175.61],
];

export type CapFields = {
  identifier: string;
  msgType?: 'Alert' | 'Update' | 'Cancel';
  status?: string;
  /** Identifiers of the messages this one updates or cancels. */
  references?: string[];
  sent?: Date;
  headline?: string;
  event?: string;
  severity?: string;
  colour?: 'Yellow' | 'Orange' | 'Red';
  onset?: Date;
  expires?: Date;
  area?: string;
  polygon?: LatLon[];
  /** Write every element as `prefix:name`, as some feeds do. */
  prefix?: string;
};

const HOUR = 3_600_000;

export function capAlert(fields: CapFields): string {
  const now = fields.sent ?? new Date();
  const p = fields.prefix ? `${fields.prefix}:` : '';
  const el = (name: string, value: string) => `<${p}${name}>${value}</${p}${name}>`;
  const ring = [...(fields.polygon ?? AROUND_TONGARIRO)];
  ring.push(ring[0]!);
  const references = (fields.references ?? [])
    .map((id) => `https://www.metservice.com,${id},${now.toISOString()}`)
    .join(' ');
  const info =
    fields.msgType === 'Cancel'
      ? ''
      : `<${p}info>
    ${el('category', 'Met')}
    ${el('event', fields.event ?? 'rain')}
    ${el('urgency', 'Expected')}
    ${el('severity', fields.severity ?? 'Moderate')}
    ${el('certainty', 'Likely')}
    ${el('onset', (fields.onset ?? now).toISOString())}
    ${el('expires', (fields.expires ?? new Date(now.getTime() + 24 * HOUR)).toISOString())}
    ${el('senderName', 'Meteorological Service of New Zealand Limited')}
    ${el('headline', fields.headline ?? 'Heavy Rain Warning - Orange')}
    ${el('description', 'Periods of heavy rain. Expect 100 to 150 mm of rain about the ranges.')}
    ${el('instruction', 'Streams and rivers could rise rapidly.')}
    ${el('web', 'https://metservice.com/warnings/home')}
    <${p}parameter>${el('valueName', 'NextUpdate')}${el('value', new Date(now.getTime() + 6 * HOUR).toISOString())}</${p}parameter>
    ${fields.colour ? `<${p}parameter>${el('valueName', 'ColourCode')}${el('value', fields.colour)}</${p}parameter>` : ''}
    <${p}parameter>${el('valueName', 'ChanceOfUpgrade')}${el('value', 'Low')}</${p}parameter>
    <${p}area>
      ${el('areaDesc', fields.area ?? 'Tongariro National Park')}
      ${el('polygon', ring.map(([lat, lon]) => `${lat},${lon}`).join(' '))}
    </${p}area>
  </${p}info>`;
  const xmlns = fields.prefix ? `xmlns:${fields.prefix}` : 'xmlns';
  return `<?xml version="1.0" encoding="UTF-8"?>
<${p}alert ${xmlns}="urn:oasis:names:tc:emergency:cap:1.2">
  ${el('identifier', fields.identifier)}
  ${el('sender', 'https://www.metservice.com')}
  ${el('sent', now.toISOString())}
  ${el('status', fields.status ?? 'Actual')}
  ${el('msgType', fields.msgType ?? 'Alert')}
  ${el('scope', 'Public')}
  ${references ? el('references', references) : ''}
  ${info}
</${p}alert>`;
}

/** MetService's RSS index listing these alerts, each linked where `alertUrl` says it is. */
export function rssIndex(identifiers: string[], alertUrl = capAlertUrl): string {
  const items = identifiers
    .map(
      (id) =>
        `<item><title>Warning</title><guid>${id}</guid><category>Met</category><link>${alertUrl(id)}</link></item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0"><channel><title>Metservice Public CAP Alerts</title>${items}</channel></rss>`;
}

/** A feed: the index and each alert at its URL. */
export function capFeed(alerts: CapFields[]): (url: string) => string | undefined {
  const byUrl = new Map(alerts.map((a) => [capAlertUrl(a.identifier), capAlert(a)]));
  return (url) => (url === CAP_INDEX_URL ? rssIndex(alerts.map((a) => a.identifier)) : byUrl.get(url));
}
