import { DEFAULT_RECOMMENDED_TRACKS_HEADING, type AppConfig } from '@waymark/domain';
import type { ServerConfig } from '#api/config.ts';

export const DOC_ATTRIBUTION =
  'Track, hut and campsite information: Crown Copyright, Department of Conservation Te Papa Atawhai, CC BY 4.0.';

/** The app settings the web app reads once on start-up (spec 1 §7 `GET config`). */
export function appSettings(config: ServerConfig): AppConfig {
  const name = config.productName;
  return {
    product: { name, public_url: config.publicUrl },
    oauth: { client_id: config.oauthClient.id, client_secret: config.oauthClient.secret },
    search: { recommended_tracks_heading: DEFAULT_RECOMMENDED_TRACKS_HEADING },
    credits: {
      safety_council: { name: 'NZ Mountain Safety Council', url: 'https://www.mountainsafety.org.nz' },
      developer: { name: `The ${name} team`, url: config.publicUrl },
      data: DOC_ATTRIBUTION,
    },
    not_found: { help_text: config.notFoundHelpText },
    social: {
      title: `${name} — walking and tramping in Aotearoa New Zealand`,
      description:
        'Find tracks, huts and campsites across Aotearoa New Zealand, check alerts and weather, and plan a trip someone at home can act on.',
      keywords: 'tramping, hiking, walking, New Zealand, tracks, huts, campsites, trip plan, DOC',
    },
  };
}
