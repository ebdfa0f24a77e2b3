import type { LocationType } from '@waymark/domain';
import { SourceError } from './source.ts';

/**
 * DOC's alerts on its tracks, huts and campsites (https://api.doc.govt.nz, key in `x-api-key`):
 * each endpoint answers `[{assetId, name, alerts: [{displayDate, heading, detail}]}]`.
 * See shared/data/formats/doc_api_and_arcgis_format_notes.md.
 */

export const DOC_ALERT_ENDPOINTS: readonly { assetType: Exclude<LocationType, 'Highlight'>; path: string }[] =
  [
    { assetType: 'Track', path: '/v1/tracks/alerts' },
    { assetType: 'Hut', path: '/v2/huts/alerts' },
    { assetType: 'Campsite', path: '/v2/campsites/alerts' },
  ];

export type DocAssetAlert = {
  assetType: LocationType;
  assetKey: string;
  assetName: string | null;
  heading: string;
  /** As DOC sent it: HTML, not yet sanitised. */
  detail: string;
  displayDate: string | null;
};

/**
 * How an asset id is compared: track ids are GUIDs that appear with and without hyphens and in
 * either case; hut and campsite ids are numbers that may arrive as strings.
 */
export function docAssetKey(assetId: string | number): string {
  return String(assetId).trim().toLowerCase().replaceAll('-', '');
}

const str = (value: unknown) =>
  typeof value === 'string' && value.trim() !== ''
    ? value.trim()
    : typeof value === 'number'
      ? String(value)
      : undefined;

/**
 * One endpoint's answer. An asset or alert without what we need is rejected on its own; an
 * answer that is not a list, or holds nothing usable, is a SourceError so the last good alerts stay.
 */
export function parseDocAlerts(
  json: string,
  assetType: LocationType,
): { alerts: DocAssetAlert[]; rejected: number } {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    throw new SourceError('DOC alerts are not JSON');
  }
  if (!Array.isArray(data)) throw new SourceError('DOC alerts are not a list');
  const alerts: DocAssetAlert[] = [];
  let rejected = 0;
  for (const asset of data as unknown[]) {
    const record = (asset ?? {}) as Record<string, unknown>;
    const assetId = str(record.assetId);
    if (!assetId || !Array.isArray(record.alerts)) {
      rejected += 1;
      continue;
    }
    for (const alert of record.alerts as unknown[]) {
      const fields = (alert ?? {}) as Record<string, unknown>;
      const heading = str(fields.heading);
      if (!heading) {
        rejected += 1;
        continue;
      }
      alerts.push({
        assetType,
        assetKey: docAssetKey(assetId),
        assetName: str(record.name) ?? null,
        heading,
        detail: typeof fields.detail === 'string' ? fields.detail : '',
        displayDate: str(fields.displayDate) ?? null,
      });
    }
  }
  if (data.length > 0 && alerts.length === 0 && rejected > 0) {
    throw new SourceError(`DOC ${assetType.toLowerCase()} alerts held nothing usable (${rejected} rejected)`);
  }
  return { alerts, rejected };
}
