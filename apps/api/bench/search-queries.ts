/** A mix of what people type and tick on the tracks page: names, typos, regions, filters, the map, nearness. */
export const SEARCH_QUERIES: Record<string, string>[] = [
  { term: 'routeburn' },
  { term: 'keplar track' },
  { term: 'Ohakune' },
  { term: 'hut' },
  { term: 'Fiordland' },
  { term: 'tongariro crossing' },
  { term: 'lake' },
  { term: 'abel tasman coast' },
  { difficulties: '["easy","easiest"]' },
  { durations: '["multi-day"]', distance: '[20,101]' },
  { wheelchair: '1' },
  { term: 'waterfall', dog_allowed: '1' },
  { bound: '[[174.5,-41.5],[175.5,-40.8]]' },
  { near: '[168.66,-45.03]', items: '20' },
  { regions: '["canterbury"]', difficulties: '["advanced"]' },
  { term: 'mt', items: '50' },
];
