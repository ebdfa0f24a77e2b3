import { describe, expect, test } from 'vitest';
import { parseWalkingTime, trackTypeFromName } from '#api/modules/catalogue/import/walking-time.ts';

const hours = (text: string) => parseWalkingTime(text).hours;

describe("reading DOC's walking times", () => {
  test('hours and minutes add up', () => {
    expect(hours('2 hr 30 min one way')).toBe(2.5);
    expect(hours('1hr 20 min')).toBeCloseTo(1.333, 3);
    expect(hours('4 hr and 30 min')).toBe(4.5);
    expect(hours('1 hour 50 minutes ')).toBeCloseTo(1.833, 3);
    expect(hours('1 hr 25 one way')).toBeCloseTo(1.417, 3);
    expect(hours('15 m')).toBe(0.25);
  });

  test('a range counts by its upper end, and a bare first number takes the unit after it', () => {
    expect(hours('15-30 min one way')).toBe(0.5);
    expect(hours('1 - 1.5 hr')).toBe(1.5);
    expect(hours('3 - 3 hr 30 min return')).toBe(3.5);
    expect(hours('1 hr - 1 hr 40')).toBeCloseTo(1.667, 3);
    expect(hours('2 or 3 hr one way')).toBe(3);
    expect(hours('20 min to 3 hrs one way')).toBe(3);
  });

  test('days count as 8 hours each', () => {
    expect(hours('3-4 days')).toBe(32);
    expect(hours('1 day')).toBe(8);
    expect(hours('2 days +')).toBe(16);
    expect(hours('3 days/2 nights')).toBe(24);
  });

  test('with several options the longest counts', () => {
    expect(hours('1 hr 20 min one way | 3 hr 30 min - 4 hr return')).toBe(4);
    expect(hours('Up 5–6 hr | down 3–4 hr')).toBe(6);
    expect(hours('Various: 20 min to 2 hr return')).toBe(2);
    expect(hours('Nov-Apr: 7-8 hr | May-Oct: 9 hr')).toBe(9);
  });

  test('no time stated gives no hours', () => {
    expect(hours('At your leisure')).toBeUndefined();
    expect(hours('')).toBeUndefined();
  });

  test('the track type comes from the first of one way, return or loop', () => {
    expect(parseWalkingTime('2 hr 30 min one way').trackType).toBe('One way');
    expect(parseWalkingTime('3 hours one-way').trackType).toBe('One way');
    expect(parseWalkingTime('1 hr return').trackType).toBe('Return');
    expect(parseWalkingTime('3 – 4 hour loop').trackType).toBe('Loop');
    expect(parseWalkingTime('2 hr 30 min for complete island circuit').trackType).toBe('Loop');
    expect(parseWalkingTime('8 hr (return), 3-4 hrs one way').trackType).toBe('Return');
    expect(parseWalkingTime('3-4 days').trackType).toBeUndefined();
  });

  test('a track named a loop or circuit is a loop', () => {
    expect(trackTypeFromName('Kamahi Loop Track')).toBe('Loop');
    expect(trackTypeFromName('Tongariro Northern Circuit')).toBe('Loop');
    expect(trackTypeFromName('Kepler Track')).toBeUndefined();
  });
});
