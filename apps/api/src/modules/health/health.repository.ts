import { sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';

/** Asks the database the smallest question it can answer. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
