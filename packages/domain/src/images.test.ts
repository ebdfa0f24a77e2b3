import { describe, expect, test } from 'vitest';
import { IMAGE_ACCEPT, looksLikeAllowedImage } from './images.ts';

describe('the images Waymark takes', () => {
  test('a file input offers GIF, JPEG and PNG by type and by name', () => {
    expect(IMAGE_ACCEPT.split(',').sort()).toEqual(
      ['.gif', '.jpeg', '.jpg', '.png', 'image/gif', 'image/jpeg', 'image/png'].sort(),
    );
  });

  test('a chosen file is judged by its type, or by its name when the browser gives no type', () => {
    expect(looksLikeAllowedImage({ type: 'image/png', name: 'anything' })).toBe(true);
    expect(looksLikeAllowedImage({ type: 'application/pdf', name: 'photo.png' })).toBe(false);
    expect(looksLikeAllowedImage({ type: '', name: 'HUT.JPEG' })).toBe(true);
    expect(looksLikeAllowedImage({ type: '', name: 'notes.txt' })).toBe(false);
    expect(looksLikeAllowedImage({ type: '', name: 'png' })).toBe(false);
  });
});
