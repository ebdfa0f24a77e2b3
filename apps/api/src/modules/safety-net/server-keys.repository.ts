import { eq } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { serverKeys } from '#api/db/schema/index.ts';

/**
 * A key the server makes on its first run and keeps in the database, so every process and
 * every restart signs and pushes with the same one. Two processes starting at once both try
 * to insert; the first wins and both read its key.
 */
export async function serverKey(
  db: Database,
  name: string,
  make: () => Record<string, string>,
): Promise<Record<string, string>> {
  await db.insert(serverKeys).values({ name, value: make() }).onConflictDoNothing();
  const [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, name));
  return row!.value;
}
