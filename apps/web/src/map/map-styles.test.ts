import { afterEach, describe, expect, test, vi } from 'vitest';
import { checkLinzKey, DEFAULT_STYLE_URL, effectiveMapStyle, loadBaseStyle, styleUrl } from './map-styles.ts';

afterEach(() => vi.restoreAllMocks());

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' }, ...init });

describe('map styles', () => {
  test('without a LINZ key every style is the keyless default', () => {
    expect(styleUrl('MapboxOutdoors', undefined)).toBe(DEFAULT_STYLE_URL);
    expect(styleUrl('LINZBaseMapsTopo', undefined)).toBe(DEFAULT_STYLE_URL);
    expect(styleUrl('LINZBaseMapsTopo', 'c123')).toBe(
      'https://basemaps.linz.govt.nz/v1/styles/topographic-v2.json?api=c123',
    );
    expect(styleUrl('Satellite', 'c123')).toContain('/aerial.json?api=c123');
  });

  test('a LINZ key is valid only when the topographic style answers with JSON', async () => {
    expect(await checkLinzKey(undefined)).toBe(false);
    expect(await checkLinzKey('c1', async () => json({ version: 8 }))).toBe(true);
    expect(await checkLinzKey('c1', async () => new Response('denied', { status: 403 }))).toBe(false);
    expect(
      await checkLinzKey(
        'c1',
        async () => new Response('<html>', { headers: { 'content-type': 'text/html' } }),
      ),
    ).toBe(false);
    expect(
      await checkLinzKey('c1', async () => {
        throw new TypeError('offline');
      }),
    ).toBe(false);
  });

  test('a style that is not on offer falls back to the default', () => {
    expect(effectiveMapStyle('LINZBaseMapsTopo', ['MapboxOutdoors'])).toBe('MapboxOutdoors');
    expect(effectiveMapStyle('Satellite', ['MapboxOutdoors', 'Satellite'])).toBe('Satellite');
  });

  test('a style that cannot be fetched gives the local fallback style', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const offline = await loadBaseStyle(DEFAULT_STYLE_URL, async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(offline.fallback).toBe(true);
    expect(offline.style.layers.map((layer) => layer.id)).toEqual(['background']);

    const online = await loadBaseStyle(DEFAULT_STYLE_URL, async () =>
      json({ version: 8, sources: {}, layers: [{ id: 'water', type: 'background' }] }),
    );
    expect(online).toMatchObject({ fallback: false, style: { layers: [{ id: 'water' }] } });
  });
});
