import { describe, expect, test } from 'vitest';
import { placeKey, placeNameKeys } from '#api/modules/catalogue/place-name-directory.ts';

describe('a search term names a town when, compared the way people type names, it is one of its names', () => {
  test('accents, case and surrounding spaces do not matter', () => {
    expect(placeKey('  ŌHAKUNE ')).toBe(placeKey('Ohakune'));
    expect(placeKey('Tūrangi')).toBe('turangi');
    expect(placeKey('Wānaka')).toBe(placeKey('wanaka'));
  });

  test('apostrophes go, other punctuation is a space, "Mt" is "Mount"', () => {
    expect(placeKey("Arthur's Pass")).toBe('arthurs pass');
    expect(placeKey('Arthur’s Pass')).toBe('arthurs pass');
    expect(placeKey('St. Arnaud')).toBe(placeKey('St Arnaud'));
    expect(placeKey('Mt Cook')).toBe(placeKey('Mount Cook'));
    expect(placeKey('Mtn View')).toBe('mtn view');
  });

  test('a town with two names answers to either, and to both', () => {
    expect(placeNameKeys('Franz Josef/Waiau')).toEqual(['franz josef waiau', 'franz josef', 'waiau']);
    expect(placeNameKeys('Halfmoon Bay / Oban')).toEqual(['halfmoon bay oban', 'halfmoon bay', 'oban']);
    expect(placeNameKeys('Flower Pot (Onoua)')).toEqual(['flower pot onoua', 'flower pot', 'onoua']);
    expect(placeNameKeys('Aoraki/Mount Cook')).toContain(placeKey('Mt Cook'));
  });

  test('a name of nothing but punctuation names nothing', () => {
    expect(placeNameKeys('!!! / ()')).toEqual([]);
  });
});
