import type { PolygonRing, WeatherAlertEvent, WeatherAlertSeverity } from '@waymark/domain';
import { SourceError } from './source.ts';
import { all, parseXml, text, type XmlNode } from './xml.ts';

/**
 * MetService's public CAP 1.2 feed: an RSS (or Atom) index of the alerts in force, and one
 * CAP document per alert. See shared/data/formats/metservice_cap_format_notes.md.
 */

export type CapIndexEntry = { identifier: string; url: string };

export type CapInfo = {
  headline: string;
  event: WeatherAlertEvent;
  severity: WeatherAlertSeverity;
  onset: string | null;
  expires: string | null;
  description: string;
  instruction: string | null;
  web: string | null;
  parameters: { name: string; value: string }[];
  areaDescription: string;
  polygons: PolygonRing[];
};

export type CapMessage = {
  identifier: string;
  sent: string;
  status: string;
  msgType: 'Alert' | 'Update' | 'Cancel';
  /** Identifiers of the earlier messages this one updates or cancels. */
  references: string[];
  /** Absent on a Cancel, which needs nothing but its references. */
  info?: CapInfo;
};

/** The alerts an index lists, from RSS `<item>`s or Atom `<entry>`s. */
export function parseCapIndex(xml: string, indexUrl: string): CapIndexEntry[] {
  const { root, node } = parseXml(xml);
  if (root === 'rss') {
    return all((node.channel as XmlNode | undefined)?.item).flatMap((item) =>
      indexEntry(text(item.guid), text(item.link), indexUrl),
    );
  }
  if (root === 'feed') {
    return all(node.entry).flatMap((entry) => {
      const links = all(entry.link);
      const link = links.find((l) => (l['@_rel'] ?? 'alternate') === 'alternate') ?? links[0];
      return indexEntry(text(entry.id), link?.['@_href'] as string | undefined, indexUrl);
    });
  }
  throw new SourceError(`not a CAP index: the document is <${root}>, not RSS or Atom`);
}

/** An entry's CAP identifier is the alert link's `id`, else its guid; the link defaults to MetService's pattern. */
function indexEntry(guid: string | undefined, link: string | undefined, indexUrl: string): CapIndexEntry[] {
  const fromLink = link ? new URL(link, indexUrl).searchParams.get('id') : null;
  const identifier = fromLink ?? guid;
  if (!identifier) return [];
  const url = link ?? new URL(`alert?id=${encodeURIComponent(identifier)}`, indexUrl).toString();
  return [{ identifier, url: new URL(url, indexUrl).toString() }];
}

function isoInstant(value: string | undefined, field: string): string {
  const date = value ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) throw new SourceError(`CAP ${field} is not a time: ${value}`);
  return date.toISOString();
}

const optionalInstant = (value: string | undefined, field: string) =>
  value === undefined ? null : isoInstant(value, field);

/** `references` is space-separated "sender,identifier,sent" triples. */
function referencedIdentifiers(value: string | undefined): string[] {
  if (!value) return [];
  return value.split(/\s+/).flatMap((triple) => {
    const identifier = triple.split(',')[1]?.trim();
    return identifier ? [identifier] : [];
  });
}

/** CAP's `event` is a short hazard word ("rain", "snow", "wind"); anything else is "other". */
export function weatherAlertEvent(event: string, headline: string): WeatherAlertEvent {
  for (const words of [event, headline]) {
    const lower = words.toLowerCase();
    if (lower.includes('thunder')) return 'thunderstorm';
    if (lower.includes('wind')) return 'wind';
    if (lower.includes('snow')) return 'snow';
    if (lower.includes('rain')) return 'rain';
  }
  return 'other';
}

/**
 * The spec's severities are MetService's colours (yellow minor, orange moderate, red severe),
 * so the ColourCode parameter decides. Without one, CAP's own severity is read on the ladder
 * MetService's clients use (Red = Extreme, Orange = Severe, Yellow = Moderate).
 */
export function weatherAlertSeverity(colourCode: string | undefined, capSeverity: string | undefined) {
  const byColour: Record<string, WeatherAlertSeverity> = {
    yellow: 'minor',
    orange: 'moderate',
    red: 'severe',
  };
  const byCapSeverity: Record<string, WeatherAlertSeverity> = {
    minor: 'minor',
    moderate: 'minor',
    severe: 'moderate',
    extreme: 'severe',
  };
  return (
    byColour[colourCode?.toLowerCase() ?? ''] ?? byCapSeverity[capSeverity?.toLowerCase() ?? ''] ?? 'unknown'
  );
}

/** "lat,lon lat,lon …" → a closed [lng, lat] ring; undefined when it is not a usable polygon. */
export function capPolygon(value: string): PolygonRing | undefined {
  const ring: PolygonRing = [];
  for (const pair of value.trim().split(/\s+/)) {
    const [lat, lon] = pair.split(',').map(Number);
    if (lat === undefined || lon === undefined || !Number.isFinite(lat) || !Number.isFinite(lon))
      return undefined;
    if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return undefined;
    ring.push([lon, lat]);
  }
  const [first, last] = [ring[0], ring[ring.length - 1]];
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) ring.push([first[0], first[1]]);
  return ring.length >= 4 ? ring : undefined;
}

/** CAP alerts may carry one `info` per language; ours is the English one, or the first. */
function englishInfo(alert: XmlNode): XmlNode | undefined {
  const infos = all(alert.info);
  return infos.find((info) => (text(info.language) ?? 'en').toLowerCase().startsWith('en')) ?? infos[0];
}

function readInfo(info: XmlNode): CapInfo {
  const headline = text(info.headline) ?? text(info.event);
  if (!headline) throw new SourceError('CAP info has neither headline nor event');
  const parameters = all(info.parameter).flatMap((p) => {
    const name = text(p.valueName);
    return name ? [{ name, value: text(p.value) ?? '' }] : [];
  });
  const colourCode = parameters.find((p) => p.name === 'ColourCode')?.value;
  const areas = all(info.area);
  const polygons = areas.flatMap((area) =>
    all(area.polygon).flatMap((p) => {
      const ring = capPolygon(text(p) ?? '');
      return ring ? [ring] : [];
    }),
  );
  if (polygons.length === 0) throw new SourceError('CAP info has no usable area polygon');
  return {
    headline,
    event: weatherAlertEvent(text(info.event) ?? '', headline),
    severity: weatherAlertSeverity(colourCode, text(info.severity)),
    onset: optionalInstant(text(info.onset) ?? text(info.effective), 'onset'),
    expires: optionalInstant(text(info.expires), 'expires'),
    description: text(info.description) ?? '',
    instruction: text(info.instruction) ?? null,
    web: text(info.web) ?? null,
    parameters,
    areaDescription: areas.flatMap((area) => text(area.areaDesc) ?? []).join('; '),
    polygons,
  };
}

/** One CAP document. Anything that is not a CAP alert we can show is a SourceError. */
export function parseCapAlert(xml: string): CapMessage {
  const { root, node } = parseXml(xml);
  if (root !== 'alert') throw new SourceError(`not a CAP alert: the document is <${root}>`);
  const identifier = text(node.identifier);
  if (!identifier) throw new SourceError('CAP alert has no identifier');
  const msgType = text(node.msgType);
  if (msgType !== 'Alert' && msgType !== 'Update' && msgType !== 'Cancel') {
    throw new SourceError(`CAP alert ${identifier} has msgType ${msgType}`);
  }
  const message: CapMessage = {
    identifier,
    sent: isoInstant(text(node.sent), 'sent'),
    status: text(node.status) ?? '',
    msgType,
    references: referencedIdentifiers(text(node.references)),
  };
  if (msgType === 'Cancel') return message;
  const info = englishInfo(node);
  if (!info) throw new SourceError(`CAP alert ${identifier} has no info`);
  try {
    return { ...message, info: readInfo(info) };
  } catch (error) {
    throw new SourceError(`CAP alert ${identifier}: ${(error as Error).message}`);
  }
}
