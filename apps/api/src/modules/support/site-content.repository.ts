import type { SiteContentKey } from '@waymark/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { siteContent } from '#api/db/schema/index.ts';

export type SiteContentRow = typeof siteContent.$inferSelect;
type PageFields = { key: SiteContentKey; title: string; content: string };

export async function findSiteContent(
  db: Database,
  key: SiteContentKey,
): Promise<SiteContentRow | undefined> {
  const [row] = await db.select().from(siteContent).where(eq(siteContent.key, key));
  return row;
}

/** Adds the pages that have no row yet; a page already there, seeded or replaced, stays as it is. */
export async function insertMissingSiteContent(db: Database, pages: PageFields[]): Promise<SiteContentKey[]> {
  const added = await db
    .insert(siteContent)
    .values(pages)
    .onConflictDoNothing({ target: siteContent.key })
    .returning({ key: siteContent.key });
  return added.map((row) => row.key);
}

/** Writes a page whether or not it had a row; the title stays as it was unless one is given. */
export async function upsertSiteContent(
  db: Database,
  page: { key: SiteContentKey; content: string; title?: string | undefined },
  now: Date,
): Promise<SiteContentRow> {
  const [row] = await db
    .insert(siteContent)
    .values({ key: page.key, title: page.title ?? '', content: page.content, updatedAt: now })
    .onConflictDoUpdate({
      target: siteContent.key,
      set: {
        content: page.content,
        updatedAt: now,
        ...(page.title === undefined ? {} : { title: page.title }),
      },
    })
    .returning();
  return row!;
}
