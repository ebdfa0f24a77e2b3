import { z } from 'zod';
import { PlaceSlugSchema } from './location.ts';
import { oneLineText } from './safe-text.ts';

/**
 * The analytics events of spec 1 §7, spec 2 §7 and spec 3 (gear_viewed), stored first-party. Each event takes only its
 * own properties, short and typed: the endpoint is open to guests, so it stores nothing else.
 */
const LoginMethod = z.object({ method: z.enum(['app', 'website']) }).strict();
const ViewedPlace = z
  .object({
    id: z.number().int().positive(),
    slug: PlaceSlugSchema,
    title: oneLineText('The title').max(300),
  })
  .strict();
const NoProperties = z.object({}).strict().default({});

const EVENT_PROPERTIES = {
  login: LoginMethod,
  sign_up: LoginMethod,
  user_registration: LoginMethod,
  guest_login: NoProperties,
  gear_viewed: NoProperties,
  campsite_viewed: ViewedPlace,
  campsite_map_viewed: ViewedPlace,
  hut_viewed: ViewedPlace,
  hut_map_viewed: ViewedPlace,
  highlight_viewed: ViewedPlace,
  highlight_map_viewed: ViewedPlace,
  track_selected_from: z
    .object({
      selected_from: z.enum(['nearest to me', 'recommended']),
      id: z.number().int().positive(),
      slug: PlaceSlugSchema,
    })
    .strict(),
} as const;

type EventName = keyof typeof EVENT_PROPERTIES;
export const ANALYTICS_EVENT_NAMES = Object.keys(EVENT_PROPERTIES) as [EventName, ...EventName[]];

const eventSchema = (name: EventName) =>
  z.object({ name: z.literal(name), properties: EVENT_PROPERTIES[name] });
type EventSchema = ReturnType<typeof eventSchema>;

export const AnalyticsEventSchema = z.discriminatedUnion(
  'name',
  ANALYTICS_EVENT_NAMES.map(eventSchema) as [EventSchema, ...EventSchema[]],
  { error: 'Unknown event name.' },
);

export type AnalyticsEventName = EventName;
/** The properties an event takes, e.g. `{ method: 'website' }` for a login. */
export type AnalyticsEventProperties<N extends EventName> = z.input<(typeof EVENT_PROPERTIES)[N]>;
/** An event as the server accepts it: properties checked, a missing one made `{}`. */
export type AnalyticsEvent = z.output<typeof AnalyticsEventSchema>;
