import { z } from 'zod';

export const DatabaseKindSchema = z.enum(['pglite', 'postgres']);
export type DatabaseKind = z.infer<typeof DatabaseKindSchema>;

export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: DatabaseKindSchema,
  version: z.string(),
});
export type Health = z.infer<typeof HealthSchema>;
