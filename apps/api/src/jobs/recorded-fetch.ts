import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FetchText } from '#api/providers/alerts/source.ts';
import type { SourceName } from './sources.ts';

/**
 * `npm run refresh -- <source> --from <file|dir>`: recorded responses answer the source's
 * requests in place of the network, so they go through exactly the same parsing and storing.
 * Recordings are found by what they are, not by a naming scheme, so captures can be used as
 * they were saved.
 */

export type Recording = { name: string; text: string };

export function readRecordings(from: string): Recording[] {
  const files = statSync(from).isDirectory()
    ? readdirSync(from)
        .sort()
        .map((name) => path.join(from, name))
        .filter((file) => !path.basename(file).startsWith('.') && statSync(file).isFile())
    : [from];
  return files.map((file) => ({ name: path.basename(file), text: readFileSync(file, 'utf8') }));
}

const XML_ROOT = /^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*<(?:[\w-]+:)?([\w-]+)[\s>]/;
const CAP_IDENTIFIER = /<(?:[\w-]+:)?identifier>\s*([^<\s]+)\s*</;

const xmlRoot = (text: string) => XML_ROOT.exec(text)?.[1];

/** JSON as recorded, or as saved by tools that wrap the body as `{response: …}`. */
function jsonBody(recording: Recording): unknown {
  try {
    const data: unknown = JSON.parse(recording.text);
    const wrapped = (data as { response?: unknown } | null)?.response;
    return wrapped !== undefined && typeof wrapped === 'object' ? wrapped : data;
  } catch {
    return undefined;
  }
}

/**
 * MetService: the index is the RSS or Atom file; each alert is the CAP file with its identifier.
 * CAP files recorded without their index replay as a feed that lists them; any other file
 * stands for the index, so a garbage recording is read, and refused, like a garbage answer.
 */
function metserviceAnswer(url: URL, recordings: Recording[]): string | undefined {
  const id = url.searchParams.get('id');
  const alerts = recordings.filter((r) => xmlRoot(r.text) === 'alert');
  if (id) return alerts.find((r) => CAP_IDENTIFIER.exec(r.text)?.[1] === id)?.text;
  const index = recordings.find((r) => ['rss', 'feed'].includes(xmlRoot(r.text) ?? ''));
  const other = recordings.find((r) => !alerts.includes(r));
  if (index ?? other) return (index ?? other)!.text;
  const items = alerts.map((r) => `<item><guid>${CAP_IDENTIFIER.exec(r.text)?.[1] ?? ''}</guid></item>`);
  return `<?xml version="1.0"?><rss version="2.0"><channel>${items.join('')}</channel></rss>`;
}

/** DOC: one file per endpoint, named for what it holds (…track…, …hut…, …campsite…). */
function docAnswer(url: URL, recordings: Recording[]): string | undefined {
  const kind = /\/(tracks|huts|campsites)\/alerts$/.exec(url.pathname)?.[1]?.replace(/s$/, '');
  return kind ? recordings.find((r) => r.name.toLowerCase().includes(kind))?.text : undefined;
}

/** The avalanche advisory: the region list holds `regions`, the forecasts `forecasts`. */
function avalancheAnswer(url: URL, recordings: Recording[]): string | undefined {
  const key = url.pathname.endsWith('/region')
    ? 'regions'
    : url.pathname.endsWith('/forecast')
      ? 'forecasts'
      : undefined;
  const found = recordings.find((r) => {
    const body = jsonBody(r);
    return key !== undefined && typeof body === 'object' && body !== null && key in body;
  });
  return found && JSON.stringify(jsonBody(found));
}

/** Open-Meteo: the recorded forecast for the nearest point, within about 25 km. */
function weatherAnswer(url: URL, recordings: Recording[]): string | undefined {
  const [lat, lng] = [Number(url.searchParams.get('latitude')), Number(url.searchParams.get('longitude'))];
  const nearest = recordings
    .map((r) => ({ body: jsonBody(r) as { latitude?: unknown; longitude?: unknown } | undefined }))
    .filter(({ body }) => typeof body?.latitude === 'number' && typeof body.longitude === 'number')
    .map(({ body }) => ({
      body,
      degrees: Math.hypot((body!.latitude as number) - lat, (body!.longitude as number) - lng),
    }))
    .sort((a, b) => a.degrees - b.degrees)[0];
  return nearest && nearest.degrees <= 0.25 ? JSON.stringify(nearest.body) : undefined;
}

const ANSWERS: Record<SourceName, (url: URL, recordings: Recording[]) => string | undefined> = {
  metservice: metserviceAnswer,
  doc: docAnswer,
  avalanche: avalancheAnswer,
  weather: weatherAnswer,
};

/** A fetch that answers from recordings, and 404 for anything not recorded. */
export function recordedFetch(source: SourceName, recordings: Recording[]): FetchText {
  return async (url) => {
    const body = ANSWERS[source](new URL(url), recordings);
    return body === undefined
      ? { ok: false, status: 404, text: async () => '' }
      : { ok: true, status: 200, text: async () => body };
  };
}
