import { z } from 'zod';

/** Every API failure has this one shape; the web app shows `error` to the person as it is. */
export const ErrorResponseSchema = z.object({
  error: z.string().describe('A message a person can read'),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
