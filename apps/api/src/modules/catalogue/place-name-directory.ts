import type { Database } from '#api/db/client.ts';
import { allPlaceNames } from './catalogue.queries.ts';
import { POPULATED_PLACE_KINDS } from './place-names.ts';
import { foldText } from './search/fold.ts';

/**
 * Which town a search term names. The gazetteer's 4,546 towns and localities are read into
 * memory once, so a search that names no town costs nothing extra: looking them up in the
 * search statement made every term search about 1.4 ms slower on PGlite.
 */

/**
 * How a term and a town's name are compared: accents and case dropped ("Ōhakune" is
 * "ohakune"), apostrophes dropped ("Arthur's" is "arthurs"), any other run of punctuation or
 * spaces one space, and "Mt" read as "Mount".
 */
export function placeKey(text: string): string {
  return foldText(text)
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/\bmt\b/g, 'mount');
}

/** Every name a place answers to: the whole name and each alternative ("Franz Josef/Waiau", "Flower Pot (Onoua)"). */
export function placeNameKeys(name: string): string[] {
  return [...new Set([name, ...name.split(/[/()]/)].map(placeKey).filter((key) => key !== ''))];
}

export type Town = { lng: number; lat: number };

/** Place names written in this process since: the next lookup reads them again. */
let writtenSince = 0;
export function placeNamesChanged(): void {
  writtenSince += 1;
}

/** An import by another process (on PostgreSQL) is picked up within this long. */
const MAX_AGE_MS = 10 * 60_000;

export function createPlaceNameDirectory(db: Database) {
  type Loaded = { towns: Map<string, Town>; version: number; at: number };
  let loaded: Loaded | undefined;
  let loading: Promise<Loaded> | undefined;

  const load = () =>
    (loading ??= (async () => {
      const version = writtenSince;
      const rows = await allPlaceNames(db);
      const rank = (kind: string) => {
        const index = (POPULATED_PLACE_KINDS as readonly string[]).indexOf(kind);
        return index === -1 ? POPULATED_PLACE_KINDS.length : index;
      };
      // Several places share a name: a town before a locality, then the first imported.
      rows.sort((a, b) => rank(a.kind) - rank(b.kind) || a.id - b.id);
      const towns = new Map<string, Town>();
      for (const { name, lng, lat } of rows) {
        for (const key of placeNameKeys(name)) if (!towns.has(key)) towns.set(key, { lng, lat });
      }
      loaded = { towns, version, at: Date.now() };
      return loaded;
    })().finally(() => {
      loading = undefined;
    }));

  return {
    /** The town the whole term names, if any. */
    async townNamed(term: string): Promise<Town | undefined> {
      let current = loaded;
      if (!current || current.version !== writtenSince) current = await load();
      // Stale but usable: answer now, read again in the background.
      else if (Date.now() - current.at > MAX_AGE_MS) void load().catch(() => undefined);
      return current.towns.get(placeKey(term));
    },
  };
}
