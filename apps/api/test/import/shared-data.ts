import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '#api/config.ts';

/**
 * Real DOC files live beside the repository, never inside it (their licence asks for
 * attribution, and they are large): tests read them in place.
 */
export const DOC_DATA_DIR = path.resolve(REPO_ROOT, '../shared/data/doc');
export const FORMAT_SAMPLES_DIR = path.resolve(REPO_ROOT, '../shared/data/formats');

export const docFile = (name: string) => path.join(DOC_DATA_DIR, name);

/** A recorded DOC API response from the format samples (kept as {"_source", "response"}). */
export function recordedResponse(name: string): Record<string, unknown> {
  return (
    JSON.parse(readFileSync(path.join(FORMAT_SAMPLES_DIR, name), 'utf8')) as {
      response: Record<string, unknown>;
    }
  ).response;
}

export const readDocFile = (name: string) => readFileSync(docFile(name), 'utf8');

/** The NZ Gazetteer's features as the topo project publishes them (ODbL): read in place, never copied. */
export const PLACE_NAMES_FILE = path.resolve(REPO_ROOT, '../shared/data/highlights/topo_nz_places_min.json');
