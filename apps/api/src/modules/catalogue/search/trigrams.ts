/**
 * pg_trgm's similarity and word similarity, ported from trgm_op.c so the in-memory search ranks
 * as the database did (decision 003): a word is a run of letters and digits, padded with two
 * spaces before and one after, and cut into every three characters. Scores are rounded to
 * single precision, as pg_trgm keeps them, so a score on a threshold falls the same side of it.
 *
 * Trigrams are numbered by a dictionary, so scoring a place compares numbers, not strings.
 */

const WORD = /[\p{L}\p{N}]+/gu;

function trigramsOf(folded: string): string[] {
  const trigrams: string[] = [];
  for (const [word] of folded.matchAll(WORD)) {
    const padded = [' ', ' ', ...word, ' '];
    for (let i = 0; i + 3 <= padded.length; i += 1)
      trigrams.push(padded[i]! + padded[i + 1]! + padded[i + 2]!);
  }
  return trigrams;
}

/** A term's trigrams, ready to score texts against. */
export type TermTrigrams = {
  /** Distinct trigram ids. */
  ids: number[];
  /** Per dictionary id, 1 where the term holds it. */
  holds: Uint8Array;
  /** Scratch for wordSimilarity, at least as long as the dictionary: every entry -1 between calls. */
  lastPosition: Int32Array;
};

export type TrigramDictionary = ReturnType<typeof createTrigramDictionary>;

export function createTrigramDictionary() {
  const idOf = new Map<string, number>();
  // Scratch for wordSimilarity, shared by every term: it leaves each entry at -1 again.
  let lastPosition = new Int32Array(0);
  return {
    /** A text's trigram ids in order, repeats kept; trigrams not seen before are numbered. */
    add(folded: string): Int32Array {
      return Int32Array.from(trigramsOf(folded), (trigram) => {
        let id = idOf.get(trigram);
        if (id === undefined) idOf.set(trigram, (id = idOf.size));
        return id;
      });
    },

    /** A term's trigrams; one no text holds gets an id of its own beyond the dictionary's. */
    term(folded: string): TermTrigrams {
      const unknown = new Map<string, number>();
      const ids = [
        ...new Set(
          trigramsOf(folded).map((trigram) => {
            const id = idOf.get(trigram) ?? unknown.get(trigram);
            if (id !== undefined) return id;
            const fresh = idOf.size + unknown.size;
            unknown.set(trigram, fresh);
            return fresh;
          }),
        ),
      ];
      const size = idOf.size + unknown.size;
      const holds = new Uint8Array(size);
      for (const id of ids) holds[id] = 1;
      if (lastPosition.length < size) lastPosition = new Int32Array(size * 2).fill(-1);
      return { ids, holds, lastPosition };
    },
  };
}

/** The distinct ids of a text's trigrams. */
export const distinctTrigrams = (text: Int32Array): Int32Array => Int32Array.from(new Set(text));

const score = (shared: number, aCount: number, bCount: number) =>
  Math.fround(shared / (aCount + bCount - shared));

/** `similarity(term, text)`: shared trigrams over all trigrams of either, `distinct` being the text's. */
export function similarity(term: TermTrigrams, distinct: Int32Array): number {
  if (term.ids.length === 0 || distinct.length === 0) return 0;
  let shared = 0;
  for (const id of distinct) shared += term.holds[id]!;
  return score(shared, term.ids.length, distinct.length);
}

/**
 * `word_similarity(term, text)`: the best similarity between the term's trigrams and any run of
 * the text's trigrams (iterate_word_similarity), so "routebrn" scores high against a long name
 * holding "routeburn".
 */
export function wordSimilarity(term: TermTrigrams, text: Int32Array): number {
  const termCount = term.ids.length;
  if (termCount === 0 || text.length === 0) return 0;
  const { holds, lastPosition } = term;
  let best = 0;
  let lower = -1;
  let distinct = 0;
  let shared = 0;
  for (let i = 0; i < text.length; i += 1) {
    const id = text[i]!;
    const held = holds[id] === 1;
    if (lower >= 0 || held) {
      if (lastPosition[id]! < 0) {
        distinct += 1;
        if (held) shared += 1;
      }
      lastPosition[id] = i;
    }
    if (!held) continue;
    if (lower === -1) {
      lower = i;
      distinct = 1;
    }
    let current = score(shared, termCount, distinct);
    // Move the run's start right while that scores better.
    let runShared = shared;
    let runDistinct = distinct;
    const previousLower = lower;
    for (let start = lower; start <= i; start += 1) {
      const candidate = score(runShared, termCount, runDistinct);
      if (candidate > current) {
        current = candidate;
        distinct = runDistinct;
        lower = start;
        shared = runShared;
      }
      const startId = text[start]!;
      if (lastPosition[startId] === start) {
        runDistinct -= 1;
        runShared -= holds[startId]!;
      }
    }
    if (current > best) best = current;
    for (let start = previousLower; start < lower; start += 1) {
      const startId = text[start]!;
      if (lastPosition[startId] === start) lastPosition[startId] = -1;
    }
  }
  for (const id of text) lastPosition[id] = -1;
  return best;
}
