import { DOC_REGIONS, type DocRegionTitle } from '@waymark/domain';
import { kilometresBetween, type Position } from './coordinates.ts';

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

export type LabelledPlace = Position & { region: DocRegionTitle };

export function nearestDocRegionCentre(position: Position): DocRegionTitle {
  let best: DocRegionTitle = DOC_REGIONS[0].title;
  let bestKm = Number.POSITIVE_INFINITY;
  for (const region of DOC_REGIONS) {
    const km = kilometresBetween(position, { lng: region.centre[0], lat: region.centre[1] });
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

  regionFor(position: Position): DocRegionTitle {
    const [column, row] = RegionFinder.cellOf(position.lng, position.lat);
    // 25 km is under a quarter degree of latitude, and of longitude south to 60°S, so two cells each way suffice.
    let best: LabelledPlace | undefined;
    let bestKm = NEIGHBOUR_LIMIT_KM;
    for (let dx = -2; dx <= 2; dx += 1) {
      for (let dy = -2; dy <= 2; dy += 1) {
        for (const place of this.cells.get(`${column + dx}:${row + dy}`) ?? []) {
          const km = kilometresBetween(position, place);
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
