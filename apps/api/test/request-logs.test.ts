import { Writable } from 'node:stream';
import { CustomTrackSavedSchema, PlanSchema } from '@waymark/domain';
import { describe, expect, test } from 'vitest';
import { createLogger } from '#api/http/logging.ts';
import { createLinkSigner } from '#api/modules/safety-net/signed-links.ts';
import { PASSWORD, bearer, freshIp, tokenForm } from './accounts-helpers.ts';
import { planCast } from './plan-cast.ts';

/**
 * Issue 27: a link that works for whoever holds it — a check-in or unsubscribe token, a plan's
 * read-only link, a custom track's link id — never reaches the request log, whichever address
 * it arrives at, while the log still says which route was asked for.
 */

const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});
const cast = planCast('logs', () => ({ LOG_LEVEL: 'info' }), { log: createLogger('info', sink) });

/** The URLs of the request lines logged since `from`. */
const urlsLoggedSince = (from: number) =>
  lines
    .slice(from)
    .map((line) => (JSON.parse(line) as { req?: { url: string } }).req?.url)
    .filter((url) => url !== undefined);

const get = (url: string, headers: Record<string, string> = {}) =>
  cast.ctx.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string> = {}) =>
  cast.ctx.app.inject({ method: 'POST', url, headers });

describe('the request log', () => {
  test('shows no check-in token, plan link, unsubscribe token or custom track id, only the route', async () => {
    const published = await cast.call('POST', 'plan', 'owner', {
      location: { id: cast.routeburn },
      custom_trip_name: 'Logged trip',
      date: cast.tripIn(5),
      is_published: true,
    });
    expect(published.statusCode, published.body).toBe(201);
    const { id: planId, guid } = PlanSchema.parse(published.json());
    const saved = await cast.call('POST', 'custom-track', 'owner', {
      title: 'Routeburn Flats return',
      markers: [
        { lng: 168.3068, lat: -44.7188, snap: false },
        { lng: 168.3, lat: -44.72, snap: false },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const trackId = CustomTrackSavedSchema.parse(saved.json()).id;
    const unsubscribe = await createLinkSigner(cast.ctx.database.db).unsubscribeToken({
      planId,
      email: 'moana.home@example.nz',
    });
    // Shaped as the check-in mail's token: what is logged depends on the address, not on the token's use.
    const checkIn = 'Kq3v_Zt9-Xw2LmN8pR4sY6uB1cD5eF7gH0jT2kV4xW6';
    const signedIn = bearer(cast.token.owner);

    const from = lines.length;
    await get(`/api/v1/plan/${guid}/readonly`, signedIn);
    await get(`/api/v1/plan/${guid}/documents/1`, signedIn);
    await get(`/plan/${guid}`);
    await get(`/plan/${guid}/alerts`);
    await get(`/plan/${guid}/weather`);
    await get(`/api/v1/custom-track/${trackId}`);
    await get(`/api/v1/custom-track/${trackId}/track.gpx`);
    await get(`/api/v1/track/${trackId}/alerts-custom`);
    await get(`/custom-tracks/${trackId}`);
    await get(`/custom-tracks/${trackId}/map`);
    await get(`/share-custom-track/${trackId}`);
    await get(`/signin?redirect=${encodeURIComponent(`/share-custom-track/${trackId}`)}`);
    await get(`/api/v1/check-in/${checkIn}`);
    await post(`/api/v1/check-in/${checkIn}/back-safe`);
    await post(`/api/v1/check-in/${checkIn}/extend`);
    await get(`/check-in/${checkIn}`);
    await get(`/api/v1/unsubscribe/${unsubscribe}`);
    await get(`/unsubscribe/${unsubscribe}`);
    await post(`/unsubscribe/${unsubscribe}`);
    // Addresses no route matches: a trailing slash, a mistyped page.
    await post(`/api/v1/check-in/${checkIn}/extend/`);
    await get(`/check-in/${checkIn}/now`);
    await get(`/plan/${guid}/readonly`);

    const logged = lines.slice(from).join('\n');
    for (const capability of [guid, trackId, checkIn, unsubscribe]) expect(logged).not.toContain(capability);
    expect(urlsLoggedSince(from)).toEqual([
      '/api/v1/plan/[redacted]/readonly',
      '/api/v1/plan/[redacted]/documents/[redacted]',
      '/plan/[redacted]',
      '/plan/[redacted]/alerts',
      '/plan/[redacted]/weather',
      '/api/v1/custom-track/[redacted]',
      '/api/v1/custom-track/[redacted]/track.gpx',
      '/api/v1/track/[redacted]/alerts-custom',
      '/custom-tracks/[redacted]',
      '/custom-tracks/[redacted]/map',
      '/share-custom-track/[redacted]',
      '/signin?redirect=[redacted]',
      '/api/v1/check-in/[redacted]',
      '/api/v1/check-in/[redacted]/back-safe',
      '/api/v1/check-in/[redacted]/extend',
      '/check-in/[redacted]',
      '/api/v1/unsubscribe/[redacted]',
      '/unsubscribe/[redacted]',
      '/unsubscribe/[redacted]',
      '/api/v1/check-in/[redacted]/extend/',
      '/check-in/[redacted]/[redacted]',
      '/plan/[redacted]/readonly',
    ]);
  });

  test('shows public places and dates as they are', async () => {
    const from = lines.length;
    await get('/tracks/routeburn-track/weather');
    await get('/api/v1/alerts/track/routeburn-track?start=2030-01-10&end=2030-01-12');
    expect(urlsLoggedSince(from)).toEqual([
      '/tracks/routeburn-track/weather',
      '/api/v1/alerts/track/routeburn-track?start=2030-01-10&end=2030-01-12',
    ]);
  });

  test('holds no password, bearer token or cookie', async () => {
    const from = lines.length;
    const login = await cast.ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/oauth',
      remoteAddress: freshIp(),
      headers: { cookie: 'session=crumbly-biscuit-cookie' },
      payload: tokenForm(
        { grant_type: 'password', username: cast.EMAILS.owner, password: PASSWORD },
        cast.ctx,
      ),
    });
    expect(login.statusCode, login.body).toBe(200);
    await get('/api/v1/user', bearer(cast.token.owner));

    const logged = lines.slice(from).join('\n');
    expect(urlsLoggedSince(from)).toEqual(['/api/v1/auth/oauth', '/api/v1/user']);
    for (const secret of [
      PASSWORD,
      'crumbly-biscuit-cookie',
      cast.token.owner.access_token,
      (login.json() as { access_token: string }).access_token,
    ])
      expect(logged).not.toContain(secret);
  });
});
