import type { ImportSource } from './import-catalogue.ts';
import type { ImportedPlaceType } from './import-record.ts';

/**
 * Pulls DOC's places from the DOC API (https://api.doc.govt.nz, free key in `x-api-key`).
 * It only fetches: the responses become import sources and go through the same parsing as
 * files do, with the endpoint saying what kind of place each list holds.
 */

export const DOC_API_BASE_URL = 'https://api.doc.govt.nz';

/** The slice of `fetch` used here, so tests can hand in recorded responses. */
export type FetchText = (
  url: string,
  init: { headers: Record<string, string> },
) => Promise<{ ok: boolean; status: number; text: () => Promise<string> }>;

type Endpoint = { kind: ImportedPlaceType; list: string; detail: (assetId: string) => string };

/** WGS84 wherever the API offers it, so nothing needs projecting. */
export const DOC_API_ENDPOINTS: readonly Endpoint[] = [
  {
    kind: 'Hut',
    list: '/v2/huts?coordinates=wgs84',
    detail: (id) => `/v2/huts/${id}/detail?coordinates=wgs84`,
  },
  {
    kind: 'Campsite',
    list: '/v2/campsites?coordinates=wgs84',
    detail: (id) => `/v2/campsites/${id}/detail?coordinates=wgs84`,
  },
  {
    kind: 'Track',
    list: '/v1/tracks?coordinates=wgs84',
    detail: (id) => `/v1/tracks/${id}/detail?coordinates=wgs84`,
  },
];

export type DocApiOptions = {
  apiKey: string;
  fetchText?: FetchText;
  baseUrl?: string;
  /** Also fetch each place's detail (one request per place: thousands). */
  withDetails?: boolean;
  /** Requests in flight at once when fetching details; DOC's limits are not published, so keep it low. */
  concurrency?: number;
  report?: (line: string) => void;
};

export class DocApiError extends Error {}

async function getText(url: string, options: DocApiOptions): Promise<string> {
  const fetchText = options.fetchText ?? (fetch as unknown as FetchText);
  const response = await fetchText(url, {
    headers: { 'x-api-key': options.apiKey, accept: 'application/json' },
  });
  if (!response.ok) {
    const hint = response.status === 401 || response.status === 403 ? ' (is DOC_API_KEY right?)' : '';
    throw new DocApiError(`GET ${url} answered ${response.status}${hint}`);
  }
  return response.text();
}

function assetIdsIn(listJson: string): string[] {
  const data: unknown = JSON.parse(listJson);
  if (!Array.isArray(data)) return [];
  return data.flatMap((item: unknown) => {
    const id = (item as { assetId?: unknown } | null)?.assetId;
    return typeof id === 'number' || typeof id === 'string' ? [String(id)] : [];
  });
}

/** Runs `work` over `items` with at most `limit` at a time, keeping the results in order. */
async function mapWithLimit<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

export async function fetchDocApiSources(options: DocApiOptions): Promise<ImportSource[]> {
  const base = (options.baseUrl ?? DOC_API_BASE_URL).replace(/\/$/, '');
  const sources: ImportSource[] = [];
  for (const endpoint of DOC_API_ENDPOINTS) {
    const listUrl = `${base}${endpoint.list}`;
    const list = await getText(listUrl, options);
    sources.push({ file: listUrl, content: list, kindHint: endpoint.kind });
    if (!options.withDetails) continue;

    const details = await mapWithLimit(assetIdsIn(list), options.concurrency ?? 4, async (assetId) => {
      const url = `${base}${endpoint.detail(assetId)}`;
      try {
        return JSON.parse(await getText(url, options)) as unknown;
      } catch (error) {
        // One missing detail should not cost the rest; the list entry is still imported.
        options.report?.(`skipped ${url}: ${(error as Error).message}`);
        return undefined;
      }
    });
    const found = details.filter((detail) => detail !== undefined);
    if (found.length === 0) continue;
    // All details of a kind go in as one source, so they are written in one transaction.
    sources.push({
      file: `${listUrl} + ${found.length} details`,
      content: JSON.stringify(found),
      kindHint: endpoint.kind,
    });
  }
  return sources;
}
