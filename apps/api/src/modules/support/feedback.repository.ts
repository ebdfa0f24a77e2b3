import type { Database } from '#api/db/client.ts';
import { feedback } from '#api/db/schema/index.ts';

export type FeedbackRow = typeof feedback.$inferSelect;
type NewFeedback = Pick<FeedbackRow, 'rating' | 'category' | 'comments' | 'email' | 'deviceInfo' | 'userId'>;

export async function insertFeedback(db: Database, fields: NewFeedback): Promise<FeedbackRow> {
  const [row] = await db.insert(feedback).values(fields).returning();
  return row!;
}
