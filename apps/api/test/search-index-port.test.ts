import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '#api/db/client.ts';
import { foldText } from '#api/modules/catalogue/search/fold.ts';
import { coverDensity, parsePlaceWords, type TermWord } from '#api/modules/catalogue/search/place-words.ts';
import { editsBetween } from '#api/modules/catalogue/search/term-words.ts';
import {
  createTrigramDictionary,
  distinctTrigrams,
  similarity,
  wordSimilarity,
} from '#api/modules/catalogue/search/trigrams.ts';
import { openTestDatabase } from './test-context.ts';

/**
 * Search ranks in memory with ports of pg_trgm, ts_rank_cd and levenshtein (decision 022), so
 * it orders results as the database did. Each port is checked here against the database's own
 * function, on PGlite and on PostgreSQL.
 */
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const { rows } = (await database.db.execute(query)) as unknown as { rows: Record<string, T>[] };
  return Object.values(rows[0]!)[0]!;
}

const NAMES = [
  'routeburn track fiordland national park',
  'mueller hut route aoraki mount cook national park',
  'franz josef glacier ka roimata o hine hukatere walk westland tai poutini national park',
  'lake matheson te ara kairaumati walk',
  'tongariro alpine crossing tongariro national park',
  'aaa ccc bbb aaa bbb',
  'two words',
  '',
];
const TERMS = [
  'routebrn',
  'word',
  'keplar track',
  'lake walk',
  'josef hine walk',
  'hut',
  'a',
  'aaa bbb aaa',
  'zzq',
  'tongariro crosing',
];

describe('trigram scores agree with pg_trgm', () => {
  test.each(TERMS)('%j against every name', async (term) => {
    const dictionary = createTrigramDictionary();
    const texts = NAMES.map((name) => dictionary.add(name));
    const trigrams = dictionary.term(term);
    for (const [i, name] of NAMES.entries()) {
      const expected = {
        word: await one<number>(sql`select word_similarity(${term}, ${name})::float8`),
        whole: await one<number>(sql`select similarity(${term}, ${name})::float8`),
      };
      expect(
        {
          word: wordSimilarity(trigrams, texts[i]!),
          whole: similarity(trigrams, distinctTrigrams(texts[i]!)),
        },
        name,
      ).toEqual(expected);
    }
  });
});

describe('the words search reads agree with the database', () => {
  test.each([
    ['Ōhakune', 'Tūātapere Hump Ridge Track'],
    ['Pouākai Crossing', 'Ætna Bay'],
    ['Søren’s Hut', 'Große Walk'],
  ])('%j and %j fold as waymark_fold does', async (...names) => {
    for (const name of names)
      expect(foldText(name)).toBe(await one<string>(sql`select waymark_fold(${name})`));
  });

  test.each([
    ['milfrod', 'milford'],
    ['trak', 'track'],
    ['routebrn', 'routeburn'],
    ['', 'abc'],
  ])('edits from %j to %j as levenshtein counts them', async (a, b) => {
    expect(editsBetween(a, b)).toBe(await one<number>(sql`select levenshtein(${a}, ${b})`));
  });
});

/** A tsquery of every word, each standing for its alternatives, as the database wrote them. */
function everyWordQuery(termWords: TermWord[]): string {
  return termWords
    .map(
      ({ alternatives }) =>
        `(${alternatives.map(({ word, prefix }) => `'${word}'${prefix ? ':*' : ''}`).join(' | ')})`,
    )
    .join(' & ');
}

describe('closeness agrees with ts_rank_cd', () => {
  const place = {
    title: 'Lake Matheson / Te Ara Kairaumati Walk',
    areas: ['Westland Tai Poutini National Park', 'Lake Matheson'],
    category: 'Short Walk',
    tags: ['Lakes and rivers', 'Walking'],
  };
  const words = (alternatives: [string, boolean][]): TermWord => ({
    word: alternatives[0]![0],
    alternatives: alternatives.map(([word, prefix]) => ({ word, prefix })),
  });
  test.each<[string, TermWord[]]>([
    ['one word', [words([['lake', false]])]],
    ['two words', [words([['lake', false]]), words([['walk', true]])]],
    [
      'a misspelt word and its correction',
      [
        words([
          ['lak', false],
          ['lake', false],
        ]),
        words([['matheson', false]]),
      ],
    ],
    ['words in the areas and tags', [words([['national', false]]), words([['rivers', false]])]],
    ['a word it lacks', [words([['lake', false]]), words([['hut', false]])]],
  ])('%s', async (_case, termWords) => {
    const vector = await one<string>(
      sql`select waymark_location_search_words(${place.title},
        array(select jsonb_array_elements_text(${JSON.stringify(place.areas)}::jsonb)), ${place.category},
        array(select jsonb_array_elements_text(${JSON.stringify(place.tags)}::jsonb)))::text`,
    );
    const expected = await one<number>(
      sql`select ts_rank_cd(${vector}::tsvector, ${everyWordQuery(termWords)}::tsquery)::float8`,
    );
    expect(coverDensity(parsePlaceWords(vector), termWords)).toBeCloseTo(expected, 6);
  });
});
