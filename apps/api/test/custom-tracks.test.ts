import { gpx } from '@tmcw/togeojson';
import { DOMParser } from '@xmldom/xmldom';
import {
  AlertGroupsSchema,
  ForecastSetSchema,
  customTrackDistance,
  customTrackLine,
  markersFromGpx,
  CUSTOM_TRACKS_PAGE_SIZE,
  CustomTrackListSchema,
  CustomTrackSavedSchema,
  CustomTrackSchema,
  LegSchema,
  lineParts,
  MARKER_OUTSIDE_NZ,
  TRACK_NAME_REQUIRED,
  type LngLat,
} from '@waymark/domain';
import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { locations } from '#api/db/schema/index.ts';
import { NOT_YOUR_CUSTOM_TRACK } from '#api/modules/custom-tracks/custom-tracks.service.ts';
import { planCast } from './plan-cast.ts';

/** Custom tracks and their directions through the real server (issue 15): who may do what, and what is stored. */

const cast = planCast('ctrack');
const { call } = cast;

/** Three markers near the Routeburn's road end, the legs straight (snap off). */
const markers = [
  { lng: 168.3068, lat: -44.7188, snap: false },
  { lng: 168.3, lat: -44.72, snap: false },
  { lng: 168.29, lat: -44.725, snap: false },
];

async function createTrack(body: object = {}, caller: 'owner' | 'stranger' = 'owner') {
  const res = await call('POST', 'custom-track', caller, {
    title: 'Routeburn Flats return',
    description: 'A short one from the shelter.',
    distance: 999,
    markers,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return CustomTrackSavedSchema.parse(res.json()).id;
}

describe('saving a custom track', () => {
  test('the server measures the legs and the distance itself, whatever the editor sent', async () => {
    const id = await createTrack();
    const track = CustomTrackSchema.parse((await call('GET', `custom-track/${id}`, 'owner')).json());
    expect(track.markers.map((m) => m.length)).toEqual([0, expect.any(Number), expect.any(Number)]);
    expect(track.markers[1]!.length).toBeGreaterThan(0.5);
    expect(track.distance).toBeCloseTo(track.markers[1]!.length + track.markers[2]!.length, 3);
    expect(track.distance).toBeLessThan(5);
    expect(track.is_own).toBe(true);
    expect(track.gear_list_presets.length).toBeGreaterThan(0);
  });

  test('bad input is refused with a message a person can read, and nothing is saved', async () => {
    const before = CustomTrackListSchema.parse((await call('GET', 'custom-track?page=0', 'owner')).json())
      .tracks.length;
    const problem = async (body: object) => {
      const res = await call('POST', 'custom-track', 'owner', { title: 'x', markers, ...body });
      expect(res.statusCode).toBe(400);
      return res.json().error as string;
    };
    expect(await problem({ title: '  ' })).toContain(TRACK_NAME_REQUIRED);
    expect(await problem({ title: 'x'.repeat(101) })).toContain('at most 100 characters');
    expect(await problem({ markers: [{ lng: 151.2, lat: -33.9 }] })).toContain(MARKER_OUTSIDE_NZ);
    expect(await problem({ markers: Array.from({ length: 501 }, () => markers[0]) })).toContain(
      'at most 500 markers',
    );
    expect(await problem({ markers: [{ lng: 'east', lat: -44 }] })).toBeTruthy();
    expect(await problem({ description: 7 })).toBeTruthy();
    const after = CustomTrackListSchema.parse((await call('GET', 'custom-track?page=0', 'owner')).json())
      .tracks.length;
    expect(after).toBe(before);
  });
});

describe('who may do what', () => {
  test('anyone with the link reads it; only its maker changes or deletes it', async () => {
    const id = await createTrack();
    const asGuest = CustomTrackSchema.parse((await call('GET', `custom-track/${id}`, 'guest')).json());
    expect(asGuest.is_own).toBe(false);

    const change = { title: 'Renamed', markers };
    const byStranger = await call('PUT', `custom-track/${id}`, 'stranger', change);
    expect([byStranger.statusCode, byStranger.json().error]).toEqual([403, NOT_YOUR_CUSTOM_TRACK]);
    expect((await call('PUT', `custom-track/${id}`, 'guest', change)).statusCode).toBe(401);
    expect((await call('DELETE', `custom-track/${id}`, 'stranger')).statusCode).toBe(403);
    expect(CustomTrackSchema.parse((await call('GET', `custom-track/${id}`, 'guest')).json()).title).toBe(
      'Routeburn Flats return',
    );

    const byOwner = await call('PUT', `custom-track/${id}`, 'owner', change);
    expect(CustomTrackSchema.parse(byOwner.json()).title).toBe('Renamed');
    expect((await call('DELETE', `custom-track/${id}`, 'owner')).statusCode).toBe(204);
    expect((await call('GET', `custom-track/${id}`, 'guest')).statusCode).toBe(404);
  });

  test('links are random, so tracks cannot be found by counting', async () => {
    const id = await createTrack();
    expect(id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect((await call('GET', 'custom-track/1', 'guest')).statusCode).toBe(400);
    expect((await call('GET', `custom-track/${'A'.repeat(16)}`, 'guest')).statusCode).toBe(404);
  });

  test('my list is mine alone, a page at a time, and says when it is all loaded', async () => {
    for (let i = 0; i < CUSTOM_TRACKS_PAGE_SIZE + 1; i += 1)
      await createTrack({ title: `Stranger ${i}` }, 'stranger');
    const first = CustomTrackListSchema.parse((await call('GET', 'custom-track?page=0', 'stranger')).json());
    const second = CustomTrackListSchema.parse((await call('GET', 'custom-track?page=1', 'stranger')).json());
    expect([first.tracks.length, first.all_loaded]).toEqual([CUSTOM_TRACKS_PAGE_SIZE, false]);
    expect([second.tracks.length, second.all_loaded]).toEqual([1, true]);
    expect([...first.tracks, ...second.tracks].every((t) => t.title.startsWith('Stranger'))).toBe(true);
    expect((await call('GET', 'custom-track/0/exists', 'stranger')).json()).toEqual({
      user_tracks: CUSTOM_TRACKS_PAGE_SIZE + 1,
    });
    expect((await call('GET', 'custom-track?page=0', 'guest')).statusCode).toBe(401);
  });

  test('a shared link gives a copy; changing the copy leaves the original alone', async () => {
    const original = await createTrack({ title: 'Shared with Eru' });
    const copied = await call('GET', `custom-track/${original}/duplicate`, 'editor');
    const copy = CustomTrackSavedSchema.parse(copied.json()).id;
    expect(copy).not.toBe(original);
    const mine = CustomTrackSchema.parse((await call('GET', `custom-track/${copy}`, 'editor')).json());
    expect([mine.title, mine.is_own]).toEqual(['Shared with Eru', true]);
    await call('PUT', `custom-track/${copy}`, 'editor', {
      title: 'Eru’s version',
      markers: markers.slice(0, 2),
    });
    const untouched = CustomTrackSchema.parse(
      (await call('GET', `custom-track/${original}`, 'owner')).json(),
    );
    expect([untouched.title, untouched.markers.length]).toEqual(['Shared with Eru', 3]);
    expect((await call('GET', `custom-track/${original}/duplicate`, 'guest')).statusCode).toBe(401);
  });
});

describe('a custom track’s conditions', () => {
  test('its alerts are found along its markers and line; a track without markers has no forecast yet', async () => {
    const id = await createTrack();
    const alerts = await call('GET', `track/${id}/alerts-custom?start=2026-12-01&end=2026-12-02`, 'guest');
    expect(alerts.statusCode, alerts.body).toBe(200);
    expect(AlertGroupsSchema.parse(alerts.json()).has_alerts).toBe(false);
    const lone = await createTrack({ markers: markers.slice(0, 1) });
    expect((await call('GET', `track/${lone}/alerts-custom`, 'guest')).statusCode).toBe(200);
    const empty = await createTrack({ markers: [] });
    const forecast = await call('GET', `track/${empty}/forecasts-custom`, 'guest');
    expect(ForecastSetSchema.parse(forecast.json()).forecasts).toEqual([]);
  });
});

describe('directions', () => {
  const leg = (from: LngLat, to: LngLat, caller: 'owner' | 'guest' = 'owner') =>
    call('GET', `directions?from=${from.join(',')}&to=${to.join(',')}`, caller);

  test('a leg between two points of a catalogue track follows its line', async () => {
    const [row] = await cast.ctx.database.db
      .select({ geojson: locations.geojson })
      .from(locations)
      .where(eq(locations.slug, 'routeburn-track'));
    const line = lineParts(row!.geojson)[0]!;
    const [from, to] = [line[1]!, line[line.length - 2]!];
    const res = await leg(from, to);
    expect(res.statusCode, res.body).toBe(200);
    const answer = LegSchema.parse(res.json());
    expect(answer.snapped).toBe(true);
    expect(answer.coordinates.length).toBeGreaterThan(2);
    expect(answer.reason).toBeUndefined();
  });

  test('a marker 5 km from any track gives a straight leg that says why', async () => {
    const answer = LegSchema.parse((await leg([168.5, -44.5], [168.55, -44.5])).json());
    expect(answer).toMatchObject({ snapped: false, reason: 'start_off_network' });
    expect(answer.coordinates).toEqual([
      [168.5, -44.5],
      [168.55, -44.5],
    ]);
    expect(answer.length).toBeGreaterThan(3.9);
  });

  test('guests may not ask; malformed and foreign points are refused', async () => {
    expect((await leg([168.3, -44.7], [168.31, -44.7], 'guest')).statusCode).toBe(401);
    expect((await call('GET', 'directions?from=168.3&to=168.3,-44.7', 'owner')).statusCode).toBe(400);
    expect((await leg([151.2, -33.9], [168.3, -44.7])).json().error).toContain(MARKER_OUTSIDE_NZ);
  });
});

describe('GPX', () => {
  /** A file as another app reads it: its waypoints and its track's line. */
  function readGpx(text: string): { waypoints: LngLat[]; line: LngLat[] } {
    const features = gpx(new DOMParser().parseFromString(text, 'text/xml')).features;
    const points = features.filter((f) => f.geometry?.type === 'Point');
    const lines = features.filter((f) => f.geometry?.type === 'LineString');
    return {
      waypoints: points.map(
        (f) => (f.geometry as { coordinates: number[] }).coordinates.slice(0, 2) as LngLat,
      ),
      line: lines.flatMap((f) =>
        (f.geometry as { coordinates: number[][] }).coordinates.map((c) => c.slice(0, 2) as LngLat),
      ),
    };
  }
  const close = (a: LngLat[], b: LngLat[]) => {
    expect(a.length).toBe(b.length);
    a.forEach((p, i) => {
      expect(Math.abs(p[0] - b[i]![0])).toBeLessThan(1e-6);
      expect(Math.abs(p[1] - b[i]![1])).toBeLessThan(1e-6);
    });
  };

  test('a custom track goes out and comes back in with the same points, to a millionth of a degree', async () => {
    const start: LngLat = [168.3068231, -44.7188412];
    const flats: LngLat[] = [
      [168.3012345, -44.7199876],
      [168.2954321, -44.7233456],
      [168.2901234, -44.7251234],
    ];
    const id = await createTrack({
      title: 'Flats and back, Ōhau',
      markers: [
        { lng: start[0], lat: start[1] },
        { lng: 168.2901234, lat: -44.7251234, snapRoute: [start, ...flats] },
        {
          lng: 168.3068231,
          lat: -44.7188412,
          type: 'outandback',
          snapRoute: [...flats].reverse().concat([start]),
        },
      ],
    });
    const stored = CustomTrackSchema.parse((await call('GET', `custom-track/${id}`, 'owner')).json());
    const res = await call('GET', `custom-track/${id}/track.gpx`, 'guest');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/gpx+xml; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('.gpx');
    // Named as the editor names them (issue 28 item 14).
    expect([...res.body.matchAll(/<wpt[^>]*>\s*<name>([^<]*)<\/name>/g)].map((m) => m[1])).toEqual([
      'Start point',
      'Marker 2',
      'Return to start point',
    ]);

    const file = readGpx(res.body);
    const markerPoints = stored.markers.map((m): LngLat => [m.lng, m.lat]);
    close(file.waypoints, markerPoints);
    close(file.line, customTrackLine(stored.markers));
    const imported = markersFromGpx(file);
    close(
      imported.map((m): LngLat => [m.lng, m.lat]),
      markerPoints,
    );
    close(customTrackLine(imported), customTrackLine(stored.markers));
    expect(customTrackDistance(imported)).toBeCloseTo(stored.distance, 3);
  });

  test('a catalogue track’s line comes with DOC’s credit; a missing track is a 404', async () => {
    const res = await call('GET', 'tracks/routeburn-track/track.gpx', 'guest');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Department of Conservation');
    expect(readGpx(res.body).line.length).toBeGreaterThan(2);
    expect((await call('GET', 'tracks/no-such-track/track.gpx', 'guest')).statusCode).toBe(404);
    expect((await call('GET', `custom-track/${'B'.repeat(16)}/track.gpx`, 'guest')).statusCode).toBe(404);
  });
});
