import { count } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { placeNames } from '#api/db/schema/index.ts';
import { placeNamesChanged } from '#api/modules/catalogue/place-name-directory.ts';
import type { PlaceNameRecord } from '#api/modules/catalogue/place-names.ts';

/** Four columns a row: well under PostgreSQL's 65,535 parameters a statement. */
const ROWS_PER_STATEMENT = 2000;

/**
 * Adds towns and localities, all or nothing. A record already stored (same name, type and
 * point) is left as it is, so importing a gazetteer again adds nothing.
 */
export async function writePlaceNames(
  db: Database,
  records: PlaceNameRecord[],
): Promise<{ inserted: number }> {
  const written = await db.transaction(async (tx) => {
    let inserted = 0;
    for (let i = 0; i < records.length; i += ROWS_PER_STATEMENT) {
      const written = await tx
        .insert(placeNames)
        .values(records.slice(i, i + ROWS_PER_STATEMENT))
        .onConflictDoNothing()
        .returning({ id: placeNames.id });
      inserted += written.length;
    }
    return { inserted };
  });
  placeNamesChanged();
  return written;
}

export async function countPlaceNames(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(placeNames);
  return row?.n ?? 0;
}
