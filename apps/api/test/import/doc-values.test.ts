import { describe, expect, test } from 'vitest';
import {
  captionParts,
  difficultyIds,
  docAreas,
  docList,
  docRegionTitles,
  docUrl,
  dogsAllowedFrom,
  galleryFrom,
} from '#api/modules/catalogue/import/doc-values.ts';
import { nearestDocRegionCentre, RegionFinder } from '#api/modules/catalogue/import/nearest-region.ts';
import { uniqueSlug } from '#api/modules/catalogue/import/unique-slug.ts';

describe("reading DOC's values", () => {
  test("DOC's region names map onto ours, with either apostrophe in Hawke's Bay", () => {
    expect(docRegionTitles("Hawke's Bay")).toEqual(['Hawke’s Bay']);
    expect(docRegionTitles('Hawke’s Bay')).toEqual(['Hawke’s Bay']);
    expect(docRegionTitles(['Manawatu/Whanganui', 'Wellington/Kapiti'])).toEqual([
      'Manawatu/Whanganui',
      'Wellington/Kapiti',
    ]);
    expect(docRegionTitles(null)).toEqual([]);
    expect(docRegionTitles('Atlantis')).toEqual([]);
  });

  test('comma lists keep items that hold a comma themselves, and drop cut-off stubs', () => {
    expect(docList('Heating, Water from tap - not treated, boil before use, Water supply, W')).toEqual([
      'Heating',
      'Water from tap - not treated, boil before use',
      'Water supply',
    ]);
    expect(docList([['Rivers and lakes', 'Alpine']])).toEqual(['Rivers and lakes', 'Alpine']);
    expect(docList(null)).toEqual([]);
  });

  test('grades become difficulty ids, easiest first', () => {
    expect(difficultyIds('Advanced, Expert')).toEqual(['advanced', 'expert']);
    expect(difficultyIds('Intermediate, Easiest')).toEqual(['easiest', 'intermediate']);
    expect(difficultyIds('[]')).toEqual([]);
  });

  test('links become absolute https; the no-photo placeholder is no image', () => {
    expect(docUrl('/thumbs/large/pagefiles/29491/anapai223.jpg')).toBe(
      'https://www.doc.govt.nz/thumbs/large/pagefiles/29491/anapai223.jpg',
    );
    expect(docUrl('http://www.doc.govt.nz/link/43d5f6b8ce4241bfb877ba7fdd6f8786.aspx')).toBe(
      'https://www.doc.govt.nz/link/43d5f6b8ce4241bfb877ba7fdd6f8786.aspx',
    );
    expect(docUrl('https://www.doc.govt.nz/images/no-photo/no-photo-220x140.jpg')).toBeUndefined();
    expect(docUrl('javascript:alert(1)')).toBeUndefined();
  });

  test('areas come from place and "Located in …"', () => {
    expect(docAreas('Abel Tasman National Park', 'Located in Abel Tasman National Park')).toEqual([
      'Abel Tasman National Park',
    ]);
  });

  test("dogs: DOC's wording decides the filter; permits do not count as allowed", () => {
    expect(dogsAllowedFrom('No dogs. <a href="https://www.doc.govt.nz/x">rules</a>')).toBe(false);
    expect(dogsAllowedFrom('Dogs on a leash only')).toBe(true);
    expect(dogsAllowedFrom('Dogs allowed. Keep dog under control at all times.')).toBe(true);
    expect(dogsAllowedFrom('Dogs with a DOC permit only. Contact closest DOC office')).toBe(false);
    expect(dogsAllowedFrom('Not Applicable')).toBeUndefined();
  });

  test("gallery captions split into title and the photographer's credit, HTML removed", () => {
    expect(captionParts('Angelus Hut. Image: Brian Dobbie &#169;')).toEqual({
      title: 'Angelus Hut.',
      credit: 'Brian Dobbie ©',
    });
    expect(
      captionParts(
        'Angelus Hut Image: <a href="https://www.flickr.com/photos/k/" target="_blank">Keith Miller</a>  | <a href=" https://creativecommons.org/licenses/by-nc-nd/2.0/" target="_blank">Creative Commons</a>',
      ),
    ).toEqual({ title: 'Angelus Hut', credit: 'Keith Miller | Creative Commons' });
    expect(captionParts('Inside the hut Image:   | <a href=" /footer-links/copyright/">DOC</a>')).toEqual({
      title: 'Inside the hut',
      credit: 'DOC',
    });
    expect(
      galleryFrom([{ url: 'https://www.doc.govt.nz/a.jpg', caption: ' ' }, { url: 'javascript:x' }]),
    ).toEqual([
      { lg: 'https://www.doc.govt.nz/a.jpg', sm: 'https://www.doc.govt.nz/a.jpg', title: '', credit: '' },
    ]);
  });
});

describe('regions for places DOC gives none', () => {
  test('the nearest labelled place within 25 km decides', () => {
    const finder = new RegionFinder([
      { lng: 175.5, lat: -37.5, region: 'Waikato' },
      { lng: 175.65, lat: -36.85, region: 'Coromandel' },
    ]);
    expect(finder.regionFor([175.52, -37.44])).toBe('Waikato');
  });

  test('with no labelled place near, the nearest region centre decides (across the 180° line too)', () => {
    expect(new RegionFinder().regionFor([-176.56, -43.95])).toBe('Chatham Islands');
    expect(nearestDocRegionCentre([174.76, -36.85])).toBe('Auckland');
  });
});

describe('slugs for new places', () => {
  test('a clash adds the region, then a number', () => {
    const taken = new Set<string>();
    expect(uniqueSlug('Crow Hut', 'canterbury', taken)).toBe('crow-hut');
    expect(uniqueSlug('Crow Hut', 'west-coast', taken)).toBe('crow-hut-west-coast');
    expect(uniqueSlug('Crow Hut', 'canterbury', taken)).toBe('crow-hut-canterbury');
    expect(uniqueSlug('Crow Hut', 'canterbury', taken)).toBe('crow-hut-canterbury-2');
    expect(uniqueSlug('Crow Hut', undefined, taken)).toBe('crow-hut-2');
    expect(uniqueSlug('!!!', undefined, taken)).toBe('place');
  });
});
