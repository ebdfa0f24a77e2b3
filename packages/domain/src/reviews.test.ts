import { describe, expect, test } from 'vitest';
import { fitsPhotoLimit, reviewFormSchema, reviewSteps, type ReviewFormInput } from './review-form.ts';
import { pendingPhotosNote, reviewDifficultyTag } from './review-display.ts';
import { averageRating } from './rating.ts';
import { markCompleteSchema } from './reviews.ts';
import { difficultySliderPercent } from './place-display.ts';

const TODAY = '2026-11-26';
const form = reviewFormSchema(TODAY);
const track: ReviewFormInput = { type: 'track', date: '2026-11-20', difficulty: 'expected', rating: 4 };
const messages = (input: object) => form.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('the review form (spec 2 §5)', () => {
  test('a date is required: "Please pick a date"', () => {
    expect(messages({ ...track, date: '' })).toContain('Please pick a date');
    expect(messages({ ...track, date: undefined })).toContain('Please pick a date');
  });

  test('a date after today: "Date cannot be in the future"', () => {
    expect(messages({ ...track, date: '2026-11-27' })).toEqual(['Date cannot be in the future']);
    expect(form.parse({ ...track, date: TODAY }).date).toBe(TODAY);
  });

  test('a track needs how it was found: "Please select one option for how you found the track."', () => {
    expect(messages({ ...track, difficulty: undefined })).toEqual([
      'Please select one option for how you found the track.',
    ]);
  });

  test('the rating is required, worded for the place: "Please rate the {type}."', () => {
    expect(messages({ ...track, rating: undefined })).toEqual(['Please rate the track.']);
    expect(messages({ type: 'hut', date: '2026-11-20' })).toEqual(['Please rate the hut.']);
  });

  test('the comment is at most 1000 characters', () => {
    expect(form.safeParse({ ...track, comment: 'a'.repeat(1000) }).success).toBe(true);
    expect(form.safeParse({ ...track, comment: 'a'.repeat(1001) }).success).toBe(false);
  });

  test('tags come from the two lists only', () => {
    expect(form.safeParse({ ...track, features1: ['Muddy'], features2: ['Native birds'] }).success).toBe(
      true,
    );
    expect(form.safeParse({ ...track, features1: ['Native birds'] }).success).toBe(false);
  });

  test('huts and campsites skip difficulty and features-1, and never keep them', () => {
    expect(reviewSteps('hut')).toEqual(['date', 'comment', 'features-2', 'attachments']);
    expect(reviewSteps('track')).toEqual([
      'date',
      'difficulty',
      'comment',
      'features-1',
      'features-2',
      'attachments',
    ]);
    const hut = form.parse({
      type: 'campsite',
      date: '2026-11-20',
      rating: 5,
      difficulty: 'harder',
      features1: ['Muddy'],
    });
    expect(hut).toMatchObject({ difficulty: null, features1: [] });
  });

  test('at most 3 photos in total, counting those already attached', () => {
    expect(fitsPhotoLimit(1, 2)).toBe(true);
    expect(fitsPhotoLimit(2, 2)).toBe(false);
  });
});

describe('ratings and the difficulty slider (spec 2 §9)', () => {
  test('easier 1, expected 5, harder 10 scaled to percent; 50 % with no feedback', () => {
    expect(difficultySliderPercent([])).toBe(50);
    expect(difficultySliderPercent([{ easier: true }, { harder: true }])).toBe(55);
  });

  test('the average rating has one decimal and is null with no reviews', () => {
    expect(averageRating([])).toBeNull();
    expect(averageRating([5, 4, 4])).toBe(4.3);
  });
});

describe('mark complete', () => {
  const schema = markCompleteSchema(TODAY);
  test('no future dates', () => {
    expect(schema.safeParse({ id: 1, type: 'track', date: '2026-11-27' }).error?.issues[0]?.message).toBe(
      'Date cannot be in the future',
    );
  });
  test('takes the type as the review form or the catalogue says it', () => {
    expect(schema.parse({ id: 1, type: 'hut', date: TODAY }).type).toBe('Hut');
    expect(schema.parse({ id: 1, type: 'Track', date: TODAY }).type).toBe('Track');
  });
});

describe('My Reviews (spec 2 §2)', () => {
  test('the difficulty tag reads Easier, As Expected or Harder; a hut’s review has none', () => {
    const none = { easier: false, expected: false, harder: false };
    expect(reviewDifficultyTag({ ...none, easier: true })).toBe('Easier');
    expect(reviewDifficultyTag({ ...none, expected: true })).toBe('As Expected');
    expect(reviewDifficultyTag({ ...none, harder: true })).toBe('Harder');
    expect(reviewDifficultyTag(none)).toBeNull();
  });

  test('the waiting photos note says 1 image or N images pending approval, and nothing for none', () => {
    expect(pendingPhotosNote(0)).toBeNull();
    expect(pendingPhotosNote(1)).toBe('1 image pending approval');
    expect(pendingPhotosNote(3)).toBe('3 images pending approval');
  });
});
