import type { LocationType } from '@waymark/domain';
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import {
  avalancheAdvisories,
  avalancheRegions,
  docAlerts,
  locations,
  metserviceAlerts,
  siteAlerts,
} from '#api/db/schema/index.ts';

/**
 * Writes of the alert caches. Each replaces one source's rows in one transaction, so a page
 * never sees half a refresh, and is only called once the source's answer has been read whole.
 */

export type NewMetserviceAlert = typeof metserviceAlerts.$inferInsert;

export async function replaceMetserviceAlerts(
  db: Database,
  change: { listed: string[]; superseded: string[]; alerts: NewMetserviceAlert[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    // The index is the list of alerts in force: anything it no longer lists has ended.
    await tx
      .delete(metserviceAlerts)
      .where(change.listed.length ? notInArray(metserviceAlerts.identifier, change.listed) : undefined);
    if (change.superseded.length) {
      await tx.delete(metserviceAlerts).where(inArray(metserviceAlerts.identifier, change.superseded));
    }
    for (const alert of change.alerts) {
      await tx
        .insert(metserviceAlerts)
        .values(alert)
        .onConflictDoUpdate({ target: metserviceAlerts.identifier, set: alert });
    }
  });
}

export type NewDocAlert = typeof docAlerts.$inferInsert;

export async function replaceDocAlerts(db: Database, assetType: LocationType, alerts: NewDocAlert[]) {
  await db.transaction(async (tx) => {
    await tx.delete(docAlerts).where(eq(docAlerts.assetType, assetType));
    if (alerts.length) await tx.insert(docAlerts).values(alerts).onConflictDoNothing();
  });
}

export async function replaceAvalancheAdvisories(
  db: Database,
  regions: (typeof avalancheRegions.$inferInsert)[],
  advisories: (typeof avalancheAdvisories.$inferInsert)[],
) {
  await db.transaction(async (tx) => {
    await tx.delete(avalancheRegions);
    await tx.insert(avalancheRegions).values(regions);
    await tx.delete(avalancheAdvisories);
    if (advisories.length) await tx.insert(avalancheAdvisories).values(advisories);
  });
}

// ---------------------------------------------------------------- site and closed alerts

export type NewSiteAlert = typeof siteAlerts.$inferInsert;

export async function insertSiteAlert(db: Database, alert: NewSiteAlert): Promise<number> {
  const [row] = await db.insert(siteAlerts).values(alert).returning({ id: siteAlerts.id });
  return row!.id;
}

export async function listSiteAlerts(db: Database) {
  return db
    .select({
      id: siteAlerts.id,
      kind: siteAlerts.kind,
      alertName: siteAlerts.alertName,
      title: siteAlerts.title,
      content: siteAlerts.content,
      expiresAt: siteAlerts.expiresAt,
      placeType: locations.type,
      placeSlug: locations.slug,
    })
    .from(siteAlerts)
    .leftJoin(locations, eq(locations.id, siteAlerts.locationId))
    .orderBy(desc(siteAlerts.id));
}

export async function deleteSiteAlert(db: Database, id: number): Promise<boolean> {
  const removed = await db.delete(siteAlerts).where(eq(siteAlerts.id, id)).returning({ id: siteAlerts.id });
  return removed.length > 0;
}

export async function placeIdBySlug(db: Database, type: LocationType, slug: string) {
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.type, type), eq(locations.slug, slug)));
  return row?.id;
}
