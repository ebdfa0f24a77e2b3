import type { LocationType } from '@waymark/domain';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { locations, weatherForecasts } from '#api/db/schema/index.ts';

export type CachedForecast = typeof weatherForecasts.$inferSelect;

export async function findPlacePoint(db: Database, type: LocationType, slug: string) {
  const [row] = await db
    .select({ lng: locations.lng, lat: locations.lat, category: locations.category })
    .from(locations)
    .where(and(eq(locations.type, type), eq(locations.slug, slug)));
  return row;
}

export async function cachedForecast(db: Database, pointKey: string): Promise<CachedForecast | undefined> {
  const [row] = await db.select().from(weatherForecasts).where(eq(weatherForecasts.pointKey, pointKey));
  return row;
}

/** Stores a fresh answer; `requestedAt` moves only when a person asked, not when the job refreshed. */
export async function saveForecast(
  db: Database,
  forecast: Omit<CachedForecast, 'requestedAt'> & { requestedAt?: Date },
): Promise<CachedForecast> {
  const { requestedAt, ...answer } = forecast;
  const [row] = await db
    .insert(weatherForecasts)
    .values({ ...answer, requestedAt: requestedAt ?? answer.fetchedAt })
    .onConflictDoUpdate({
      target: weatherForecasts.pointKey,
      set: requestedAt ? { ...answer, requestedAt } : answer,
    })
    .returning();
  return row!;
}

export async function markRequested(db: Database, pointKey: string, now: Date): Promise<void> {
  await db.update(weatherForecasts).set({ requestedAt: now }).where(eq(weatherForecasts.pointKey, pointKey));
}

/** Points someone asked about since `requestedSince` whose forecast was fetched before `fetchedBefore`. */
export async function forecastsDue(
  db: Database,
  { requestedSince, fetchedBefore }: { requestedSince: Date; fetchedBefore: Date },
) {
  return db
    .select({ pointKey: weatherForecasts.pointKey, lng: weatherForecasts.lng, lat: weatherForecasts.lat })
    .from(weatherForecasts)
    .where(
      and(gte(weatherForecasts.requestedAt, requestedSince), lt(weatherForecasts.fetchedAt, fetchedBefore)),
    )
    .orderBy(asc(weatherForecasts.fetchedAt));
}
