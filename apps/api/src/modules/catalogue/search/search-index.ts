import { SEARCH_TERM_COUNT_CAP } from '@waymark/domain';
import type { SearchablePlace } from '#api/modules/catalogue/catalogue.queries.ts';
import { PLACE_NAME_NEARBY_KM } from '#api/modules/catalogue/place-names.ts';
import { foldText } from './fold.ts';
import { createPlaceFilters, type Filters } from './place-filters.ts';
import {
  coverDensity,
  holdsEveryWord,
  holdsWord,
  parsePlaceWords,
  type PlaceWords,
  type TermWord,
} from './place-words.ts';
import {
  createVocabulary,
  standsForCommonWord,
  termWordsOf,
  wordsStartingWith,
  type Vocabulary,
} from './term-words.ts';
import {
  createTrigramDictionary,
  distinctTrigrams,
  similarity,
  wordSimilarity,
  type TermTrigrams,
} from './trigrams.ts';

/**
 * The catalogue's search, in memory (decision 022): every place's words and trigrams, held by
 * the process and ranked as decisions 003 and 011 describe. It is built again when the
 * catalogue changes (catalogue-search.ts).
 */

type LocationType = SearchablePlace['type'];

export type SearchableRegion = { id: number; foldedTitle: string };

export type SearchCriteria = Filters & {
  term?: string;
  types: LocationType[];
  /** The town the term names: what lies around it is listed after what is named after it. */
  nearTown?: { lng: number; lat: number };
  offset: number;
  limit: number;
};

/** What a result shows of a place that only an import changes; its rating is read per page. */
export type ResultPlace = Pick<
  SearchablePlace,
  'id' | 'slug' | 'type' | 'title' | 'isClosed' | 'thumbnail' | 'areas' | 'lng' | 'lat' | 'regionIds'
>;

export type RankedPage = {
  /** The page's places in order, each made for this search, with their distance from "Nearest to me". */
  page: { place: ResultPlace; distanceAway: number | null }[];
  /** How many places match; with a term, counted no further than SEARCH_TERM_COUNT_CAP. */
  total: number;
  totalIsCapped: boolean;
  /**
   * Regions the term names ("Fiordland"). When there are any, the page is empty: the term
   * stands for those regions, and the caller asks again with `regionsNamedByTerm`.
   */
  namedRegionIds: number[];
};

/** "Nearest to me" looks this far. */
const NEAR_WITHIN_KM = 150;
/** Word similarity at which a name is taken to contain the term, not merely to resemble it: "Fiordland" names the region Fiordland. */
const NAMES_TERM_SIMILARITY = Math.fround(0.8);
/** pg_trgm's `<%` threshold: "routebrn" still finds "Routeburn" (decision 003). */
const RESEMBLES_SIMILARITY = 0.45;
/** Candidates beyond the page, so ties in word similarity are settled by the whole name. */
const RANKING_HEADROOM = 20;

type IndexedPlace = ResultPlace & {
  recommendedRank: number | null;
  text: Int32Array;
  titleTrigrams: Int32Array;
  words: PlaceWords;
};

/** A place's standing in a search: its tier, then two keys within it (decision 003). */
type Ranked = { index: number; tier: number; k1: number | null; k2: number; distanceAway: number | null };

export type SearchIndex = ReturnType<typeof createSearchIndex>;

export function createSearchIndex(searchable: SearchablePlace[], searchableRegions: SearchableRegion[]) {
  const dictionary = createTrigramDictionary();
  // Ordered by id, as the database's indexes handed out matches.
  const sorted = [...searchable].sort((a, b) => a.id - b.id);
  const places: IndexedPlace[] = sorted.map((place) => ({
    id: place.id,
    slug: place.slug,
    type: place.type,
    title: place.title,
    isClosed: place.isClosed,
    thumbnail: place.thumbnail,
    areas: place.areas,
    lng: place.lng,
    lat: place.lat,
    regionIds: place.regionIds,
    recommendedRank: place.recommendedRank,
    text: dictionary.add(place.searchText),
    titleTrigrams: distinctTrigrams(dictionary.add(place.foldedTitle)),
    words: parsePlaceWords(place.searchWords),
  }));
  const filters = createPlaceFilters(sorted);
  const regions = searchableRegions.map(({ id, foldedTitle }) => ({ id, text: dictionary.add(foldedTitle) }));
  /** Which places hold each word, in index order. */
  const holders = new Map<string, number[]>();
  /** Which places' search text holds each trigram, in index order. */
  const trigramHolders: number[][] = [];
  places.forEach((place, index) => {
    for (const word of place.words.keys()) {
      const list = holders.get(word);
      if (list) list.push(index);
      else holders.set(word, [index]);
    }
    for (const id of new Set(place.text)) (trigramHolders[id] ??= []).push(index);
  });
  const vocabulary: Vocabulary = createVocabulary(holders.keys(), dictionary);

  /** Tier, then its keys (a missing one last), then the name, then the id. */
  function inRankOrder(a: Ranked, b: Ranked): number {
    const titleA = places[a.index]!.title;
    const titleB = places[b.index]!.title;
    return (
      a.tier - b.tier ||
      (a.k1 === b.k1 ? 0 : a.k1 === null ? 1 : b.k1 === null ? -1 : a.k1 - b.k1) ||
      a.k2 - b.k2 ||
      (titleA < titleB ? -1 : titleA > titleB ? 1 : 0) ||
      a.index - b.index
    );
  }

  /** Browsing's order, which no search changes: the recommended first, then by name. */
  const browseOrder = Int32Array.from(
    places
      .map((place, index) => ({ index, tier: 0, k1: place.recommendedRank, k2: 0, distanceAway: null }))
      .sort(inRankOrder),
    ({ index }) => index,
  );

  function placesHolding({ alternatives }: TermWord): Set<number> {
    const found = new Set<number>();
    for (const { word, prefix } of alternatives) {
      const words = prefix ? wordsStartingWith(vocabulary, word) : [word];
      for (const held of words) for (const index of holders.get(held) ?? []) found.add(index);
    }
    return found;
  }

  /**
   * The `enough` places whose search text most resembles the term (word similarity ≥ 0.45),
   * with that similarity. A place cannot score more than the share of the term's trigrams it
   * holds, so places are scored from the largest share down, and scoring stops once no
   * place left could do better than those found.
   */
  function resembling(term: TermTrigrams, enough: number, admits: (index: number) => boolean) {
    const shared = new Uint16Array(places.length);
    for (const id of term.ids) for (const index of trigramHolders[id] ?? []) shared[index]! += 1;
    const byShare: number[][] = Array.from({ length: term.ids.length + 1 }, () => []);
    shared.forEach((count, index) => {
      if (count > 0) byShare[count]!.push(index);
    });
    const found: { index: number; similarity: number }[] = [];
    for (let count = term.ids.length; count > 0; count -= 1) {
      const bound = Math.fround(count / term.ids.length);
      if (bound < RESEMBLES_SIMILARITY) break;
      // Places scoring the bound itself cannot be beaten by any left.
      let unbeatable = found.filter(({ similarity: score }) => score >= bound).length;
      for (const index of byShare[count]!) {
        if (unbeatable >= enough) break;
        if (!admits(index)) continue;
        const score = wordSimilarity(term, places[index]!.text);
        if (score < RESEMBLES_SIMILARITY) continue;
        found.push({ index, similarity: score });
        if (score >= bound) unbeatable += 1;
      }
      if (unbeatable >= enough) break;
    }
    return found.sort((a, b) => b.similarity - a.similarity || a.index - b.index).slice(0, enough);
  }

  /**
   * A term ranked by its words, and, when it is a town's name, by nearness to the town:
   *   0. places whose name holds every word of the term ("hut routeburn falls", or misspelt:
   *      "milfrod trak"), the name most like the term first;
   *   1. places holding every word in their names, area names, category or tags, the words
   *      standing closest together first ("cook hut" in Aoraki/Mount Cook National Park, "great
   *      walks" in the Great Walk category);
   *   2. places within PLACE_NAME_NEARBY_KM of the town, nearest first (highlights are guides
   *      to an area, found by their words only);
   *   3. places holding some of the words, at least one not a common one ("routeburn track" lists
   *      Routeburn Falls Hut here), most words first;
   *   4. when no place holds the words, places whose name looks like the term as a whole
   *      ("abeltasman"), the most alike first.
   * A place sharing only a common word ("track", "route", "hut") is not listed, nor one that only
   * looks like the term when others hold its words. Each way of matching reads no further than
   * the count cap, and the matches found are the total.
   */
  function rankedByWords(
    criteria: SearchCriteria,
    folded: string,
    trigrams: TermTrigrams,
    admits: (index: number) => boolean,
  ) {
    const enough = Math.max(SEARCH_TERM_COUNT_CAP, criteria.offset + criteria.limit + RANKING_HEADROOM);
    const termWords = termWordsOf(folded, vocabulary, dictionary);
    const severalWords = hasSeveralWords(criteria.term!);
    const uncommon = termWords.filter((word) => !standsForCommonWord(word));

    const similar = resembling(trigrams, enough, admits);
    const similarityOf = new Map(similar.map(({ index, similarity: score }) => [index, score]));
    // Places whose names hold the words first, so a common word's many matches in area names
    // ("forest park") do not crowd out the places named by it ("Dome Forest car park").
    const holdingEvery: number[] = [];
    const holdingElsewhere: number[] = [];
    if (termWords.length > 0) {
      for (const index of intersection(termWords.map(placesHolding))) {
        if (holdingEvery.length === enough) break;
        if (!admits(index)) continue;
        if (holdsEveryWord(places[index]!.words, termWords, true)) holdingEvery.push(index);
        else if (holdingElsewhere.length < enough) holdingElsewhere.push(index);
      }
      holdingEvery.push(...holdingElsewhere.slice(0, enough - holdingEvery.length));
    }
    const holdingSome: number[] = [];
    if (severalWords && uncommon.length > 0) {
      for (const index of union(uncommon.map(placesHolding))) {
        if (holdingSome.length === enough) break;
        if (admits(index)) holdingSome.push(index);
      }
    }

    const ranked = [...new Set([...similarityOf.keys(), ...holdingEvery, ...holdingSome])].map(
      (index): Ranked => {
        const { words, text, titleTrigrams } = places[index]!;
        const wordDistance = Math.fround(1 - (similarityOf.get(index) ?? wordSimilarity(trigrams, text)));
        const titleSimilarity = similarity(trigrams, titleTrigrams);
        // Written out, not spread from a common part: hundreds a search (see toSearchResultItem).
        if (holdsEveryWord(words, termWords, true))
          return { index, tier: 0, k1: wordDistance, k2: -titleSimilarity, distanceAway: null };
        if (holdsEveryWord(words, termWords)) {
          const k1 = -coverDensity(words, termWords);
          return { index, tier: 1, k1, k2: -titleSimilarity, distanceAway: null };
        }
        if (severalWords && uncommon.some((word) => holdsWord(words, word))) {
          const held = termWords.filter((word) => holdsWord(words, word)).length;
          return { index, tier: 3, k1: -held, k2: wordDistance, distanceAway: null };
        }
        return { index, tier: 4, k1: wordDistance, k2: -titleSimilarity, distanceAway: null };
      },
    );
    // A name like the whole term only when no place holds its words ("abeltasman"): otherwise
    // "routeburn" would also list "Mueller Hut Route" and "Spence Burn Route".
    const someHoldTheWords = ranked.some(({ tier }) => tier <= 1);
    const byWords = ranked.filter(({ tier }) => tier !== 4 || !someHoldTheWords);
    const sources = [similar, holdingEvery, holdingSome];
    if (!criteria.nearTown) {
      return {
        candidates: byWords,
        matched: byWords.length,
        complete: sources.every((s) => s.length < enough),
      };
    }

    const town: [number, number] = [criteria.nearTown.lng, criteria.nearTown.lat];
    const kmFromTown = filters.distanceWithin(town, PLACE_NAME_NEARBY_KM);
    const aroundTown: { index: number; km: number }[] = [];
    for (let index = 0; index < places.length; index += 1) {
      const km = kmFromTown(index);
      if (km === undefined || !admits(index) || places[index]!.type === 'Highlight') continue;
      aroundTown.push({ index, km });
    }
    aroundTown.sort((a, b) => a.km - b.km).splice(enough);
    // A place both named like the term and near the town is listed once, in its better tier.
    const better = new Map(byWords.map((entry) => [entry.index, entry]));
    for (const { index, km } of aroundTown) {
      if ((better.get(index)?.tier ?? Infinity) > 2)
        better.set(index, { index, tier: 2, k1: km, k2: 0, distanceAway: null });
    }
    return {
      candidates: [...better.values()],
      matched: better.size,
      complete: sources.every((s) => s.length < enough) && aroundTown.length < enough,
    };
  }

  /** "Nearest to me" orders by distance, even with a term (which then matches the places holding every word). */
  function rankedByDistance(
    criteria: SearchCriteria,
    folded: string | undefined,
    admits: (index: number) => boolean,
  ) {
    const termWords = folded === undefined ? undefined : termWordsOf(folded, vocabulary, dictionary);
    const near = criteria.near!;
    const matching: number[] = [];
    const kms: number[] = [];
    places.forEach((place, index) => {
      if (!admits(index) || (termWords && !holdsEveryWord(place.words, termWords))) return;
      matching.push(index);
      kms.push(filters.kmFrom(near, index));
    });
    // Only the places as near as the page's last need ranking.
    const enough = criteria.offset + criteria.limit;
    const farthest = Float64Array.from(kms).sort()[Math.min(enough, kms.length) - 1] ?? 0;
    const candidates: Ranked[] = matching.flatMap((index, i) =>
      kms[i]! <= farthest ? [{ index, tier: 0, k1: kms[i]!, k2: 0, distanceAway: kms[i]! }] : [],
    );
    return { candidates, matched: matching.length, complete: matching.length < enough };
  }

  /** Browsing, filters and map bounds, in the browsing order: a page costs a walk, not a sort. */
  function browsed(criteria: SearchCriteria, admits: (index: number) => boolean): RankedPage {
    const page: RankedPage['page'] = [];
    let matched = 0;
    for (const index of browseOrder) {
      if (!admits(index)) continue;
      if (matched >= criteria.offset && page.length < criteria.limit) {
        page.push({ place: resultPlace(places[index]!), distanceAway: null });
      }
      matched += 1;
    }
    return { page, total: matched, totalIsCapped: false, namedRegionIds: [] };
  }

  return {
    search(criteria: SearchCriteria): RankedPage {
      const admits = filters.admitting(criteria, NEAR_WITHIN_KM);
      const folded = criteria.term === undefined ? undefined : foldText(criteria.term);
      if (folded === undefined && !criteria.near) return browsed(criteria, admits);
      const trigrams = folded === undefined ? undefined : dictionary.term(folded);
      if (trigrams) {
        const namedRegionIds = regions
          .filter((region) => wordSimilarity(trigrams, region.text) >= NAMES_TERM_SIMILARITY)
          .map((region) => region.id);
        if (namedRegionIds.length > 0) return { page: [], total: 0, totalIsCapped: false, namedRegionIds };
      }
      const { candidates, complete, matched } =
        folded !== undefined && trigrams && !criteria.near
          ? rankedByWords(criteria, folded, trigrams, admits)
          : rankedByDistance(criteria, folded, admits);
      // A term's matches are counted no further than the cap; "Nearest to me" alone, exactly.
      const capped = !complete && folded !== undefined;
      const page = candidates
        .sort(inRankOrder)
        .slice(criteria.offset, criteria.offset + criteria.limit)
        .map(({ index, distanceAway }) => ({ place: resultPlace(places[index]!), distanceAway }));
      return {
        page,
        total: capped ? Math.min(matched, SEARCH_TERM_COUNT_CAP) : matched,
        totalIsCapped: capped && matched >= SEARCH_TERM_COUNT_CAP,
        namedRegionIds: [],
      };
    },
  };
}

function resultPlace({
  id,
  slug,
  type,
  title,
  isClosed,
  thumbnail,
  areas,
  lng,
  lat,
  regionIds,
}: IndexedPlace): ResultPlace {
  return { id, slug, type, title, isClosed, thumbnail, areas, lng, lat, regionIds };
}

/** Whether a term has two or more words, so a place may hold some of them and not others. */
function hasSeveralWords(term: string): boolean {
  return term.split(/[^\p{L}\p{N}]+/u).filter(Boolean).length >= 2;
}

/** The places in every set, in index order. */
function intersection(sets: Set<number>[]): number[] {
  const [smallest, ...others] = [...sets].sort((a, b) => a.size - b.size);
  return [...(smallest ?? [])].filter((index) => others.every((set) => set.has(index))).sort((a, b) => a - b);
}

/** The places in any set, in index order. */
function union(sets: Set<number>[]): number[] {
  return [...new Set(sets.flatMap((set) => [...set]))].sort((a, b) => a - b);
}
