import type { AnalyticsEvent } from '@waymark/domain';
import type { Database } from '#api/db/client.ts';
import { analyticsEvents } from '#api/db/schema/index.ts';

export async function insertEvent(db: Database, event: AnalyticsEvent, userId: number | null): Promise<void> {
  await db.insert(analyticsEvents).values({ name: event.name, properties: event.properties, userId });
}
