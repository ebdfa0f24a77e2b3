import { RECORD_ID_MAX } from '@waymark/domain';
import type { Database } from '#api/db/client.ts';
import { allRegions } from './catalogue.queries.ts';

type Directory = { titleById: Map<number, string>; idBySlug: Map<string, number> };
type Found<T> = { value: T; complete: boolean };

/**
 * DOC's regions are reference data: written once (ensureDocRegions), never changed or removed.
 * So search reads them once rather than joining them into every request. An id or slug not
 * seen yet (an import in another process wrote the regions since) reads them again.
 */
export function createRegionDirectory(db: Database) {
  let directory: Promise<Directory> | undefined;
  const load = () =>
    (directory = allRegions(db).then(
      (rows) => ({
        titleById: new Map(rows.map((row) => [row.id, row.title])),
        idBySlug: new Map(rows.map((row) => [row.slug, row.id])),
      }),
      (error: unknown) => {
        directory = undefined;
        throw error;
      },
    ));
  async function find<T>(lookUp: (directory: Directory) => Found<T>): Promise<T> {
    const found = lookUp(await (directory ?? load()));
    return found.complete ? found.value : lookUp(await load()).value;
  }
  function known<K, V>(keys: K[], map: Map<K, V>): Found<V[]> {
    const values = keys.flatMap((key) => (map.has(key) ? [map.get(key)!] : []));
    return { value: values, complete: values.length === keys.length };
  }

  return {
    /** For each list of region ids, those regions' titles, alphabetical. */
    async titlesOf(idLists: number[][]): Promise<string[][]> {
      const ids = idLists.flat();
      if (ids.length === 0) return idLists.map(() => []);
      const titleById = await find((directory) => ({
        value: directory.titleById,
        complete: ids.every((id) => directory.titleById.has(id)),
      }));
      return idLists.map((list) => known(list, titleById).value.sort());
    },

    /** Region ids for the filter's keys: ids as they are, slugs looked up, unknown slugs left out. */
    async idsOf(keys: (string | number)[]): Promise<number[]> {
      const isId = (key: string | number) => typeof key === 'number' || /^\d+$/.test(key);
      // A number beyond the database's integers names no region, like an unknown slug.
      const ids = keys
        .filter(isId)
        .map(Number)
        .filter((id) => id <= RECORD_ID_MAX);
      const slugs = keys.filter((key) => !isId(key)).map(String);
      if (slugs.length === 0) return ids;
      return [...ids, ...(await find(({ idBySlug }) => known(slugs, idBySlug)))];
    },
  };
}
