import { describe, expect, test } from 'vitest';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_COMMENTS_REQUIRED,
  FEEDBACK_EMAIL_INVALID,
  FEEDBACK_RATING_MESSAGE,
  FeedbackInputSchema,
} from './support.ts';

const valid = { rating: 5, category: 'other', comments: 'Kia ora.' };
const problems = (input: object) =>
  FeedbackInputSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('feedback (spec 3 §5)', () => {
  test('rating, category and comments are required', () => {
    expect(problems({})).toEqual([FEEDBACK_RATING_MESSAGE, expect.any(String), FEEDBACK_COMMENTS_REQUIRED]);
  });

  test('the rating is a whole number from 0 to 10', () => {
    for (const rating of [0, 10]) expect(problems({ ...valid, rating })).toEqual([]);
    for (const rating of [-1, 11, 2.5])
      expect(problems({ ...valid, rating })).toEqual([FEEDBACK_RATING_MESSAGE]);
  });

  test('the categories are problem, suggestion, compliment and other', () => {
    expect(FEEDBACK_CATEGORIES).toEqual(['problem', 'suggestion', 'compliment', 'other']);
    expect(problems({ ...valid, category: 'bug' })).toHaveLength(1);
  });

  test('email is optional but valid where used, and kept lower-case', () => {
    expect(FeedbackInputSchema.parse({ ...valid, email: '' }).email).toBe('');
    expect(FeedbackInputSchema.parse({ ...valid, email: ' Hine@Example.NZ ' }).email).toBe('hine@example.nz');
    expect(problems({ ...valid, email: 'hine@' })).toEqual([FEEDBACK_EMAIL_INVALID]);
  });
});
