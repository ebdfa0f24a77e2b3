import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { currentCapAlerts } from '#api/modules/alerts/refresh-metservice.ts';
import { capPolygon, parseCapAlert, parseCapIndex } from '#api/providers/alerts/metservice-cap.ts';
import { SourceError } from '#api/providers/alerts/source.ts';
import { CAP_INDEX_URL, capAlert, capAlertUrl, rssIndex } from './cap-documents.ts';
import { REAL_CAP_FILE, REAL_RSS_FILE } from './sources.ts';

const DESERT_ROAD = '2.49.0.0.554.0.roadsnow.desertroad.20260831090341521.0';

describe('the real MetService CAP files', () => {
  test('the RSS index lists each alert by its CAP identifier and link', () => {
    const entries = parseCapIndex(readFileSync(REAL_RSS_FILE, 'utf8'), CAP_INDEX_URL);
    expect(entries).toEqual([
      { identifier: DESERT_ROAD, url: capAlertUrl(DESERT_ROAD) },
      {
        identifier: '2.49.0.0.554.0.roadsnow.dunedintowaitatihighway.20260831090341532.0',
        url: capAlertUrl('2.49.0.0.554.0.roadsnow.dunedintowaitatihighway.20260831090341532.0'),
      },
    ]);
  });

  test('the Desert Road snowfall warning: an orange Update with its polygon turned to lng,lat', () => {
    const message = parseCapAlert(readFileSync(REAL_CAP_FILE, 'utf8'));
    expect(message).toMatchObject({
      identifier: DESERT_ROAD,
      msgType: 'Update',
      status: 'Actual',
      sent: '2026-08-31T09:03:41.000Z',
      references: ['2.49.0.0.554.0.roadsnow.desertroad.20260830232733616.0'],
    });
    const info = message.info!;
    expect(info).toMatchObject({
      headline: 'Road Snowfall Warning',
      event: 'snow',
      // CAP says Moderate, but the ColourCode is Orange, and the colour is what the spec's severity is.
      severity: 'moderate',
      onset: '2026-08-31T11:00:00.000Z',
      expires: '2034-12-31T17:00:00.000Z',
      web: 'https://metservice.com/warnings/home',
      areaDescription: 'Desert Road (SH1)',
    });
    expect(info.description).toMatch(/^Snow showers are expected/);
    expect(info.parameters).toEqual([
      { name: 'NextUpdate', value: '2026-09-01T11:00:00+12:00' },
      { name: 'ColourCode', value: 'Orange' },
      { name: 'ColourCodeHex', value: '#FF8918' },
    ]);
    expect(info.polygons).toHaveLength(1);
    const ring = info.polygons[0]!;
    expect(ring).toHaveLength(124);
    expect(ring[0]).toEqual([175.666, -39.477]);
    expect(ring[ring.length - 1]).toEqual(ring[0]);
  });
});

describe('CAP documents', () => {
  test('a Heavy Rain Warning (orange) is a moderate rain alert', () => {
    const info = parseCapAlert(
      capAlert({
        identifier: 'rain-1',
        headline: 'Heavy Rain Warning - Orange',
        event: 'rain',
        colour: 'Orange',
      }),
    ).info!;
    expect(info).toMatchObject({
      headline: 'Heavy Rain Warning - Orange',
      event: 'rain',
      severity: 'moderate',
    });
    expect(info.parameters.map((p) => p.name)).toEqual(['NextUpdate', 'ColourCode', 'ChanceOfUpgrade']);
  });

  test('a Strong Wind Watch (yellow), written with cap: prefixes, is a minor wind alert', () => {
    const xml = capAlert({
      identifier: 'wind-1',
      headline: 'Strong Wind Watch',
      event: 'wind',
      severity: 'Moderate',
      colour: 'Yellow',
      prefix: 'cap',
    });
    expect(xml).toContain('<cap:alert xmlns:cap=');
    expect(parseCapAlert(xml).info).toMatchObject({
      headline: 'Strong Wind Watch',
      event: 'wind',
      severity: 'minor',
    });
    // Any prefix reads the same: elements are matched by local name.
    expect(parseCapAlert(xml.replaceAll('cap:', 'c:').replace('xmlns:cap', 'xmlns:c')).info?.event).toBe(
      'wind',
    );
  });

  test('without a ColourCode, CAP severity is read on the Red = Extreme, Orange = Severe, Yellow = Moderate ladder', () => {
    const severity = (capSeverity: string) =>
      parseCapAlert(capAlert({ identifier: 'x', severity: capSeverity })).info!.severity;
    expect(severity('Extreme')).toBe('severe');
    expect(severity('Severe')).toBe('moderate');
    expect(severity('Moderate')).toBe('minor');
    expect(severity('Unknown')).toBe('unknown');
  });

  test('an Update references the alert it replaces; a Cancel needs no info', () => {
    const update = parseCapAlert(
      capAlert({ identifier: 'rain-2', msgType: 'Update', references: ['rain-1'] }),
    );
    expect(update.references).toEqual(['rain-1']);
    const cancel = parseCapAlert(
      capAlert({ identifier: 'rain-3', msgType: 'Cancel', references: ['rain-2'] }),
    );
    expect(cancel).toMatchObject({ msgType: 'Cancel', references: ['rain-2'] });
    expect(cancel.info).toBeUndefined();
  });

  test('updates replace the referenced alert, cancellations remove it, and tests are ignored', () => {
    const read = (fields: Parameters<typeof capAlert>[0]) => parseCapAlert(capAlert(fields));
    const messages = [
      read({ identifier: 'rain-1' }),
      read({ identifier: 'rain-2', msgType: 'Update', references: ['rain-1'] }),
      read({ identifier: 'wind-1', event: 'wind' }),
      read({ identifier: 'wind-2', msgType: 'Cancel', references: ['wind-1'] }),
      read({ identifier: 'drill', status: 'Exercise' }),
    ];
    const { current, superseded } = currentCapAlerts(messages);
    expect(current.map((m) => m.identifier)).toEqual(['rain-2']);
    expect(superseded.sort()).toEqual(['rain-1', 'wind-1']);
  });

  test('an Atom index reads like the RSS one', () => {
    const atom = `<feed xmlns="http://www.w3.org/2005/Atom"><entry><id>urn:x</id><title>Heavy Rain Watch</title>
      <link rel="alternate" href="https://alerts.metservice.com/cap/alert?id=abc.1"/></entry></feed>`;
    expect(parseCapIndex(atom, 'https://alerts.metservice.com/cap/atom')).toEqual([
      { identifier: 'abc.1', url: 'https://alerts.metservice.com/cap/alert?id=abc.1' },
    ]);
    expect(parseCapIndex(rssIndex([]), CAP_INDEX_URL)).toEqual([]);
  });

  test('garbage, the wrong document, or an alert without an area is a source error', () => {
    expect(() => parseCapIndex('<html><body>Bad gateway', CAP_INDEX_URL)).toThrow(SourceError);
    expect(() => parseCapIndex('{"alerts": []}', CAP_INDEX_URL)).toThrow(SourceError);
    expect(() => parseCapIndex(capAlert({ identifier: 'x' }), CAP_INDEX_URL)).toThrow(/not a CAP index/);
    expect(() => parseCapAlert(rssIndex([]))).toThrow(/not a CAP alert/);
    expect(() => parseCapAlert(capAlert({ identifier: 'x' }).replace(/<polygon>.*<\/polygon>/, ''))).toThrow(
      /no usable area polygon/,
    );
    expect(() =>
      parseCapAlert(capAlert({ identifier: 'x' }).replace(/<sent>.*<\/sent>/, '<sent>soon</sent>')),
    ).toThrow(/sent is not a time/);
  });

  test('CAP polygons are "lat,lon" pairs; the ring is closed and turned to [lng, lat]', () => {
    expect(capPolygon('-39.2,175.5 -39.2,175.7 -39.0,175.7')).toEqual([
      [175.5, -39.2],
      [175.7, -39.2],
      [175.7, -39],
      [175.5, -39.2],
    ]);
    expect(capPolygon('-39.2,175.5 -39.2')).toBeUndefined();
    expect(capPolygon('175.5,-99 1,2 3,4')).toBeUndefined();
  });
});
