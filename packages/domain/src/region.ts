import { z } from 'zod';

/**
 * DOC's visitor regions, as its open data names them. The map shows one marker per region
 * (with its track count) up to zoom 8, placed at `centre`.
 */
export const DOC_REGIONS = [
  { slug: 'northland', title: 'Northland', centre: [173.8, -35.4] },
  { slug: 'auckland', title: 'Auckland', centre: [174.75, -36.9] },
  { slug: 'coromandel', title: 'Coromandel', centre: [175.65, -36.85] },
  { slug: 'waikato', title: 'Waikato', centre: [175.3, -37.9] },
  { slug: 'bay-of-plenty', title: 'Bay of Plenty', centre: [176.6, -38.2] },
  { slug: 'east-coast', title: 'East Coast', centre: [177.9, -38.3] },
  { slug: 'central-north-island', title: 'Central North Island', centre: [175.75, -39.15] },
  { slug: 'hawkes-bay', title: 'Hawke’s Bay', centre: [176.6, -39.5] },
  { slug: 'taranaki', title: 'Taranaki', centre: [174.2, -39.3] },
  { slug: 'manawatu-whanganui', title: 'Manawatu/Whanganui', centre: [175.4, -39.9] },
  { slug: 'wairarapa', title: 'Wairarapa', centre: [175.6, -41.1] },
  { slug: 'wellington-kapiti', title: 'Wellington/Kapiti', centre: [174.95, -41.1] },
  { slug: 'nelson-tasman', title: 'Nelson/Tasman', centre: [172.6, -41.4] },
  { slug: 'marlborough', title: 'Marlborough', centre: [173.6, -41.6] },
  { slug: 'west-coast', title: 'West Coast', centre: [171.4, -42.6] },
  { slug: 'canterbury', title: 'Canterbury', centre: [171.8, -43.4] },
  { slug: 'otago', title: 'Otago', centre: [169.6, -45.0] },
  { slug: 'fiordland', title: 'Fiordland', centre: [167.6, -45.4] },
  { slug: 'southland', title: 'Southland', centre: [168.4, -46.1] },
  { slug: 'stewart-island-rakiura', title: 'Stewart Island/Rakiura', centre: [167.95, -46.95] },
  { slug: 'chatham-islands', title: 'Chatham Islands', centre: [-176.5, -43.9] },
] as const satisfies readonly { slug: string; title: string; centre: readonly [number, number] }[];

export type DocRegionTitle = (typeof DOC_REGIONS)[number]['title'];

export const RegionSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  track_count: z.number().int(),
  coordinates: z.tuple([z.number(), z.number()]).describe('[lng, lat]'),
});
export type Region = z.infer<typeof RegionSchema>;
