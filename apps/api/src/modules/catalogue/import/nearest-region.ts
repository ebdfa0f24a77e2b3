import { DOC_REGIONS, kmBetween, type DocRegionTitle, type LngLat } from '@waymark/domain';

/**
 * A region for places DOC gives none: every Walking Experiences track, and a few dozen huts.
 *
 * The nearest place DOC did label is right far more often than the nearest region centre
 * (checked on DOC's own huts and campsites: 95 % against 70 %, since DOC's regions are long
 * and thin and their centres far from their edges). Labelled places farther than this are no
 * evidence, and there the nearest centre decides (the Chatham Islands have no DOC hut).
 */
const NEIGHBOUR_LIMIT_KM = 25;
/** Grid cells of a quarter degree keep a search to a few cells. */
const CELL_DEGREES = 0.25;

/** A catalogue place (its own lng and lat columns) with the region DOC gave it. */
export type LabelledPlace = { lng: number; lat: number; region: DocRegionTitle };

export function nearestDocRegionCentre(position: LngLat): DocRegionTitle {
  let best: DocRegionTitle = DOC_REGIONS[0].title;
  let bestKm = Number.POSITIVE_INFINITY;
  for (const region of DOC_REGIONS) {
    const km = kmBetween(position, [...region.centre]);
    if (km < bestKm) {
      best = region.title;
      bestKm = km;
    }
  }
  return best;
}

export class RegionFinder {
  private readonly cells = new Map<string, LabelledPlace[]>();

  constructor(labelled: Iterable<LabelledPlace> = []) {
    for (const place of labelled) this.add(place);
  }

  private static cellOf(lng: number, lat: number): [number, number] {
    return [Math.floor(lng / CELL_DEGREES), Math.floor(lat / CELL_DEGREES)];
  }

  add(place: LabelledPlace): void {
    const key = RegionFinder.cellOf(place.lng, place.lat).join(':');
    const cell = this.cells.get(key);
    if (cell) cell.push(place);
    else this.cells.set(key, [place]);
  }

  regionFor(position: LngLat): DocRegionTitle {
    const [column, row] = RegionFinder.cellOf(...position);
    // 25 km is under a quarter degree of latitude, and of longitude south to 60°S, so two cells each way suffice.
    let best: LabelledPlace | undefined;
    let bestKm = NEIGHBOUR_LIMIT_KM;
    for (let dx = -2; dx <= 2; dx += 1) {
      for (let dy = -2; dy <= 2; dy += 1) {
        for (const place of this.cells.get(`${column + dx}:${row + dy}`) ?? []) {
          const km = kmBetween(position, [place.lng, place.lat]);
          if (km <= bestKm) {
            best = place;
            bestKm = km;
          }
        }
      }
    }
    return best?.region ?? nearestDocRegionCentre(position);
  }
}
