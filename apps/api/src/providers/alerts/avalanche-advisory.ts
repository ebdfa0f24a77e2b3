import { avalancheValidHours, instantFromNzWallClock, type AltitudeDanger } from '@waymark/domain';
import { SourceError } from './source.ts';

/**
 * The NZ Avalanche Advisory (https://www.avalanche.net.nz/api, keyless): `GET /region` lists the
 * forecast regions, `GET /forecast` every region's current and previous advisory. No payload
 * was ever published; the shape follows the four public clients in
 * shared/data/formats/nz_avalanche_advisory_format_notes.md.
 */

export type AvalancheRegionRecord = { id: number; title: string; lng: number; lat: number };

export type AvalancheForecastRecord = {
  id: number;
  regionId: number;
  created: Date;
  lastEdited: Date;
  validPeriodHours: 24 | 48 | 72;
  /** As the advisory sent it: HTML, not yet sanitised. */
  importantInformation: string;
  altitudeDanger: AltitudeDanger[];
};

function json(text: string, what: string): Record<string, unknown> | unknown[] {
  try {
    const data: unknown = JSON.parse(text);
    if (typeof data === 'object' && data !== null) return data as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw new SourceError(`avalanche ${what} are not JSON`);
}

/** `{regions: [...]}`, or the list itself. */
function listIn(data: Record<string, unknown> | unknown[], key: string, what: string): unknown[] {
  const list = Array.isArray(data) ? data : data[key];
  if (!Array.isArray(list)) throw new SourceError(`avalanche ${what} hold no "${key}" list`);
  return list;
}

const numberIn = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value)
    ? value
    : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))
      ? Number(value)
      : undefined;

/**
 * Advisory times: `created` is a naive New Zealand wall-clock time (TAK-NZ's changelog), and
 * `lastEdited` is read the same way unless it carries its own offset.
 */
export function advisoryInstant(value: unknown): Date | undefined {
  if (typeof value !== 'string') return undefined;
  if (/(Z|[+-]\d{2}:?\d{2})$/i.test(value.trim())) {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? undefined : date;
  }
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(?::(\d{2}))?/.exec(value.trim());
  if (!match) return undefined;
  const instant = instantFromNzWallClock(match[1]!, match[2]!);
  return new Date(instant.getTime() + Number(match[3] ?? 0) * 1000);
}

export function parseAvalancheRegions(text: string): { regions: AvalancheRegionRecord[]; rejected: number } {
  const list = listIn(json(text, 'regions'), 'regions', 'regions');
  const regions = list.flatMap((item): AvalancheRegionRecord[] => {
    const region = (item ?? {}) as Record<string, unknown>;
    const [id, lat, lng] = [numberIn(region.id), numberIn(region.latitude), numberIn(region.longitude)];
    const title = typeof region.title === 'string' ? region.title.trim() : '';
    return id === undefined || lat === undefined || lng === undefined || !title
      ? []
      : [{ id, title, lng, lat }];
  });
  if (regions.length === 0) throw new SourceError('avalanche regions held no usable region');
  return { regions, rejected: list.length - regions.length };
}

function altitudeDanger(value: unknown): AltitudeDanger[] | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const bands = value.map((band: unknown) => {
    const fields = (band ?? {}) as Record<string, unknown>;
    const rating = numberIn(fields.rating);
    return rating === undefined || !Number.isInteger(rating)
      ? undefined
      : {
          rating,
          altitude_from: numberIn(fields.altitudeFrom) ?? null,
          altitude_to: numberIn(fields.altitudeTo) ?? null,
        };
  });
  return bands.every((band) => band !== undefined) ? bands : undefined;
}

export function parseAvalancheForecasts(text: string): {
  forecasts: AvalancheForecastRecord[];
  rejected: number;
} {
  const list = listIn(json(text, 'forecasts'), 'forecasts', 'forecasts');
  const forecasts = list.flatMap((item): AvalancheForecastRecord[] => {
    const forecast = (item ?? {}) as Record<string, unknown>;
    const [id, regionId] = [numberIn(forecast.id), numberIn(forecast.regionId)];
    const created = advisoryInstant(forecast.created);
    const lastEdited = advisoryInstant(forecast.lastEdited) ?? created;
    const bands = altitudeDanger(forecast.altitudeDanger);
    if (id === undefined || regionId === undefined || !created || !lastEdited || !bands) return [];
    return [
      {
        id,
        regionId,
        created,
        lastEdited,
        validPeriodHours: avalancheValidHours(
          typeof forecast.validPeriod === 'number'
            ? forecast.validPeriod
            : String(forecast.validPeriod ?? ''),
        ),
        importantInformation:
          typeof forecast.importantInformation === 'string' ? forecast.importantInformation : '',
        altitudeDanger: bands,
      },
    ];
  });
  if (list.length > 0 && forecasts.length === 0) {
    throw new SourceError(`avalanche forecasts held nothing usable (${list.length} rejected)`);
  }
  return { forecasts, rejected: list.length - forecasts.length };
}
