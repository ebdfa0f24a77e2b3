import { z } from 'zod';

/** The analytics events of spec 1 §7 and spec 2 §7, stored first-party. */
export const ANALYTICS_EVENT_NAMES = [
  'login',
  'sign_up',
  'user_registration',
  'guest_login',
  'campsite_viewed',
  'campsite_map_viewed',
  'track_selected_from',
  'highlight_viewed',
  'highlight_map_viewed',
  'hut_viewed',
  'hut_map_viewed',
] as const;

export const AnalyticsEventSchema = z.object({
  name: z.enum(ANALYTICS_EVENT_NAMES, { error: 'Unknown event name.' }),
  properties: z
    .record(z.string().max(50), z.union([z.string().max(300), z.number(), z.boolean()]))
    .refine((props) => Object.keys(props).length <= 20, 'At most 20 properties.')
    .default({}),
});
export type AnalyticsEvent = z.infer<typeof AnalyticsEventSchema>;
