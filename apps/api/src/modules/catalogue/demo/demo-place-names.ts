/*
 * Towns and localities near the demo catalogue's tracks, so that on a fresh start searching
 * "Ohakune" or "Te Anau" lists what lies around them, as it does once a gazetteer is imported
 * (npm run import -- ../shared/data/highlights/topo_nz_places_min.json). Written by hand: the
 * names and where the towns are (to about 100 m) are public facts, not anyone's data set.
 */
import type { PlaceNameRecord } from '#api/modules/catalogue/place-names.ts';

export const DEMO_PLACE_NAMES: PlaceNameRecord[] = [
  // Central North Island
  { name: 'Ōhakune', kind: 'town', lng: 175.399, lat: -39.418 },
  { name: 'National Park', kind: 'village', lng: 175.397, lat: -39.174 },
  { name: 'Whakapapa Village', kind: 'locality', lng: 175.541, lat: -39.2 },
  { name: 'Tūrangi', kind: 'town', lng: 175.808, lat: -38.99 },
  { name: 'Taupō', kind: 'town', lng: 176.07, lat: -38.686 },
  { name: 'New Plymouth', kind: 'city', lng: 174.075, lat: -39.057 },
  // Northland, Coromandel, Wairarapa
  { name: 'Paihia', kind: 'town', lng: 174.091, lat: -35.281 },
  { name: 'Dargaville', kind: 'town', lng: 173.87, lat: -35.94 },
  { name: 'Thames', kind: 'town', lng: 175.54, lat: -37.14 },
  { name: 'Whitianga', kind: 'town', lng: 175.7, lat: -36.833 },
  { name: 'Hahei', kind: 'locality', lng: 175.801, lat: -36.838 },
  { name: 'Masterton', kind: 'town', lng: 175.658, lat: -40.952 },
  // Top of the South and the West Coast
  { name: 'Picton', kind: 'town', lng: 174.001, lat: -41.293 },
  { name: 'Mārahau', kind: 'locality', lng: 173.004, lat: -41.006 },
  { name: 'Tākaka', kind: 'town', lng: 172.807, lat: -40.857 },
  { name: 'St Arnaud', kind: 'locality', lng: 172.845, lat: -41.803 },
  { name: 'Karamea', kind: 'locality', lng: 172.109, lat: -41.247 },
  { name: 'Punakaiki', kind: 'locality', lng: 171.336, lat: -42.108 },
  { name: 'Arthur’s Pass', kind: 'village', lng: 171.563, lat: -42.942 },
  { name: 'Franz Josef/Waiau', kind: 'village', lng: 170.183, lat: -43.389 },
  { name: 'Fox Glacier', kind: 'locality', lng: 170.017, lat: -43.464 },
  // Southern Alps, Otago, Fiordland, Southland
  { name: 'Aoraki/Mount Cook', kind: 'town', lng: 170.096, lat: -43.735 },
  { name: 'Wānaka', kind: 'town', lng: 169.132, lat: -44.7 },
  { name: 'Glenorchy', kind: 'locality', lng: 168.387, lat: -44.85 },
  { name: 'Queenstown', kind: 'town', lng: 168.663, lat: -45.031 },
  { name: 'Te Anau', kind: 'town', lng: 167.716, lat: -45.415 },
  { name: 'Milford Sound', kind: 'locality', lng: 167.925, lat: -44.671 },
  { name: 'Tuatapere', kind: 'town', lng: 167.687, lat: -46.134 },
  { name: 'Halfmoon Bay / Oban', kind: 'town', lng: 168.127, lat: -46.899 },
];
