import { z } from 'zod';

/** App settings read once on start-up (spec 1 §7 `GET config`). */
export const AppConfigSchema = z.object({
  product: z.object({
    name: z.string(),
    public_url: z.string(),
  }),
  /** The web app's OAuth client for `POST auth/oauth`; public by nature, like any browser client. */
  oauth: z.object({ client_id: z.string(), client_secret: z.string() }),
  search: z.object({
    recommended_tracks_heading: z.string(),
  }),
  credits: z.object({
    safety_council: z.object({ name: z.string(), url: z.string() }),
    developer: z.object({ name: z.string(), url: z.string() }),
    data: z.string(),
  }),
  /** Spec 3 not-found page: its "configurable help text", set with NOT_FOUND_HELP_TEXT. */
  not_found: z.object({ help_text: z.string() }),
  social: z.object({
    title: z.string(),
    description: z.string(),
    keywords: z.string(),
  }),
});
export type AppConfig = z.infer<typeof AppConfigSchema>;

export const DEFAULT_RECOMMENDED_TRACKS_HEADING = 'Recommended tracks';

/** What the not-found page says after naming the missing page, unless NOT_FOUND_HELP_TEXT says otherwise. */
export const DEFAULT_NOT_FOUND_HELP_TEXT = 'It may have moved, or the link may be wrong.';
