/**
 * A place's search words (the `search_words` tsvector the database writes: the name's words
 * weighted A, area names' and category's B, tags' C) and the full-text matching search does on
 * them, ported from PostgreSQL so the in-memory search ranks as the database did.
 */

type Weight = 'A' | 'B' | 'C' | 'D';
type Occurrence = { position: number; weight: Weight };

/** Each word of a place with where it stands, in the order the vector lists them. */
export type PlaceWords = Map<string, Occurrence[]>;

/** One thing a word of a term may stand for: a word, or the start of words (an unfinished last word). */
export type WordAlternative = { word: string; prefix: boolean };
/** A word of a term and everything it stands for (itself, its singular, its corrections). */
export type TermWord = { word: string; alternatives: WordAlternative[] };

const LEXEME = /'((?:[^']|'')*)'(?::([0-9A-D,]+))?/g;

/** Reads a tsvector's text form: `'hut':3A 'lake':1A,7B`. */
export function parsePlaceWords(text: string): PlaceWords {
  const words: PlaceWords = new Map();
  for (const [, quoted, positions] of text.matchAll(LEXEME)) {
    const occurrences = (positions ?? '')
      .split(',')
      .filter(Boolean)
      .map((entry) => ({
        position: Number.parseInt(entry, 10),
        weight: (/[A-D]$/.test(entry) ? entry.at(-1) : 'D') as Weight,
      }));
    words.set(quoted!.replaceAll("''", "'"), occurrences);
  }
  return words;
}

/** The place's words one alternative stands for: the word itself, or every word it starts. */
function wordsMatching(words: PlaceWords, { word, prefix }: WordAlternative): string[] {
  if (!prefix) return words.has(word) ? [word] : [];
  return [...words.keys()].filter((held) => held.startsWith(word));
}

const inName = (occurrences: Occurrence[]) => occurrences.some(({ weight }) => weight === 'A');

/**
 * Whether the place holds the word or one it stands for; `nameOnly` looks at the name's words
 * (weight A) alone. Ranking asks this of hundreds of places per search, so it walks the
 * place's words rather than collecting those that match.
 */
export function holdsWord(words: PlaceWords, termWord: TermWord, nameOnly = false): boolean {
  for (const { word, prefix } of termWord.alternatives) {
    if (!prefix) {
      const occurrences = words.get(word);
      if (occurrences && (!nameOnly || inName(occurrences))) return true;
      continue;
    }
    for (const [held, occurrences] of words) {
      if (held.startsWith(word) && (!nameOnly || inName(occurrences))) return true;
    }
  }
  return false;
}

export const holdsEveryWord = (words: PlaceWords, termWords: TermWord[], nameOnly = false) =>
  termWords.length > 0 && termWords.every((termWord) => holdsWord(words, termWord, nameOnly));

/** ts_rank_cd's default weights' inverses: D 0.1, C 0.2, B 0.4, A 1. */
const INVERSE_WEIGHT: Record<Weight, number> = { D: 10, C: 5, B: 2.5, A: 1 };

type Entry = { position: number; weight: Weight; termWords: Set<number> };

/**
 * ts_rank_cd(words, every word): over each cover (a shortest run of positions holding every
 * word of the term), its weighted density divided by the other words standing inside it. The
 * closer together a place holds the words, and the more of them in its name, the higher.
 */
export function coverDensity(words: PlaceWords, termWords: TermWord[]): number {
  const byPosition = new Map<number, Entry>();
  termWords.forEach((termWord, index) => {
    for (const alternative of termWord.alternatives) {
      for (const held of wordsMatching(words, alternative)) {
        for (const { position, weight } of words.get(held)!) {
          const entry = byPosition.get(position) ?? { position, weight, termWords: new Set() };
          entry.termWords.add(index);
          byPosition.set(position, entry);
        }
      }
    }
  });
  const entries = [...byPosition.values()].sort((a, b) => a.position - b.position);
  const coversAll = (seen: Set<number>) => seen.size === termWords.length;
  let rank = 0;
  let start = 0;
  while (start < entries.length) {
    // The cover's end: the first entry from `start` at which every word has been seen.
    const seen = new Set<number>();
    let end = -1;
    for (let i = start; i < entries.length; i += 1) {
      for (const word of entries[i]!.termWords) seen.add(word);
      if (coversAll(seen)) {
        end = i;
        break;
      }
    }
    if (end === -1) break;
    // Its beginning: walking back from the end, the first entry at which every word is seen again.
    seen.clear();
    let begin = end;
    for (let i = end; i >= start; i -= 1) {
      for (const word of entries[i]!.termWords) seen.add(word);
      if (coversAll(seen)) {
        begin = i;
        break;
      }
    }
    let inverseSum = 0;
    for (let i = begin; i <= end; i += 1) inverseSum += INVERSE_WEIGHT[entries[i]!.weight];
    const held = end - begin + 1;
    let noise = entries[end]!.position - entries[begin]!.position - (end - begin);
    if (noise < 0) noise = Math.floor((end - begin) / 2);
    rank += held / inverseSum / (1 + noise);
    start = begin + 1;
  }
  return Math.fround(rank);
}
