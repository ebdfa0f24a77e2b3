import { z } from 'zod';

/**
 * A custom track's link: random, so one person's tracks cannot be listed by counting. On its
 * own, apart from the rest of custom-track.ts, because plans name tracks by it and every page
 * that reads a plan would otherwise carry the editor's rules too.
 */
export const CustomTrackIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16}$/, 'That is not a custom track link.');
