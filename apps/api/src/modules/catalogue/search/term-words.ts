import { COMMON_PLACE_WORDS } from '@waymark/domain';
import type { TermWord, WordAlternative } from './place-words.ts';
import { similarity, type TrigramDictionary } from './trigrams.ts';
import { wordsOf } from './fold.ts';

/**
 * What each word of a term stands for (decision 011). A word some place holds stands for
 * itself (the last word of a term, perhaps unfinished, also for every word it starts), and a
 * plural for its singular as well ("great walks" finds the "Great Walk" category). A word no
 * place holds is taken as misspelt and also stands for the nearest words places hold: one edit
 * away for a word of four or five letters ("trak" is "track"), two for a longer one ("milfrod"
 * is "milford"; a swap is two edits). Words under four letters are too short to guess at, and
 * two edits would make a five-letter town such as "Waiau" into "Wairua".
 */

/** pg_trgm's `%`: words this alike (trigram similarity) are worth counting the edits between. */
const ALIKE_SIMILARITY = 0.3;
const MISSPELT_LENGTH = { min: 4, max: 40 };

/** Every word places hold, alphabetical, with its trigrams. */
export type Vocabulary = { words: string[]; trigrams: Int32Array[]; holds: Set<string> };

export function createVocabulary(words: Iterable<string>, dictionary: TrigramDictionary): Vocabulary {
  const sorted = [...new Set(words)].sort();
  return {
    words: sorted,
    trigrams: sorted.map((word) => Int32Array.from(new Set(dictionary.add(word)))),
    holds: new Set(sorted),
  };
}

/** The words that start with this one (the vocabulary is alphabetical, so they stand together). */
export function wordsStartingWith({ words }: Vocabulary, start: string): string[] {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (words[middle]! < start) low = middle + 1;
    else high = middle;
  }
  let end = low;
  while (end < words.length && words[end]!.startsWith(start)) end += 1;
  return words.slice(low, end);
}

/** Edits (insert, delete, substitute) from one word to another: fuzzystrmatch's levenshtein. */
export function editsBetween(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** The words places hold nearest to a word they do not hold. */
function corrections(word: string, vocabulary: Vocabulary, dictionary: TrigramDictionary): string[] {
  if (word.length < MISSPELT_LENGTH.min || word.length > MISSPELT_LENGTH.max) return [];
  const trigrams = dictionary.term(word);
  const nearest: { word: string; edits: number }[] = [];
  vocabulary.words.forEach((held, index) => {
    if (Math.abs(held.length - word.length) > 2) return;
    if (similarity(trigrams, vocabulary.trigrams[index]!) < ALIKE_SIMILARITY) return;
    nearest.push({ word: held, edits: editsBetween(held, word) });
  });
  const fewest = Math.min(...nearest.map(({ edits }) => edits));
  const allowed = word.length >= 6 ? 2 : 1;
  return fewest > allowed ? [] : nearest.filter(({ edits }) => edits === fewest).map((near) => near.word);
}

function alternativesOf(
  word: string,
  unfinished: boolean,
  vocabulary: Vocabulary,
  dictionary: TrigramDictionary,
): WordAlternative[] {
  const alternatives: WordAlternative[] = [{ word, prefix: unfinished }];
  if (word.length >= 4 && /[^s]s$/.test(word)) alternatives.push({ word: word.slice(0, -1), prefix: false });
  const held = vocabulary.holds.has(word) || (unfinished && wordsStartingWith(vocabulary, word).length > 0);
  if (!held) {
    for (const correction of corrections(word, vocabulary, dictionary)) {
      alternatives.push({ word: correction, prefix: false });
    }
  }
  return alternatives;
}

/** The words of a folded term, in order, each with what it stands for; the last may be unfinished. */
export function termWordsOf(
  folded: string,
  vocabulary: Vocabulary,
  dictionary: TrigramDictionary,
): TermWord[] {
  const words = wordsOf(folded);
  return words.map((word, index) => ({
    word,
    alternatives: alternativesOf(word, index === words.length - 1, vocabulary, dictionary),
  }));
}

const COMMON = new Set(COMMON_PLACE_WORDS);

/** Whether a word of the term stands for a common word ("trak" for "track", "h" for "hut"). */
export function standsForCommonWord({ alternatives }: TermWord): boolean {
  return alternatives.some(({ word, prefix }) =>
    prefix ? COMMON_PLACE_WORDS.some((common) => common.startsWith(word)) : COMMON.has(word),
  );
}
