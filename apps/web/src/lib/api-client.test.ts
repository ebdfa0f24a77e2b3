import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppConfigSchema, YOU_ARE_OFFLINE } from '@waymark/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { resetStore, sampleConfig, sampleToken, sampleUser } from '@/test/render-app.tsx';
import { api, ApiError, apiFile, failureMessage } from './api-client.ts';
import { useAppStore } from './app-store.ts';
import { setAppNavigator } from './navigation.ts';

/**
 * A real HTTP server stands in for the API, and the page's origin is pointed at it, so the
 * client's real fetch, headers and JSON handling are what is tested.
 */
type Recorded = { method: string; url: string; headers: IncomingHttpHeaders; body: string };
const requests: Recorded[] = [];

type Answer = { status: number; body: unknown; headers?: Record<string, string> };

const answers: Record<string, Answer> = {
  'GET /api/v1/config': { status: 200, body: sampleConfig },
  'GET /api/v1/user': { status: 200, body: sampleUser },
  'POST /api/v1/user': { status: 422, body: { error: 'A user with that email already exists.' } },
  'GET /api/v1/broken-config': { status: 200, body: { product: { name: 42 } } },
  'GET /api/v1/plans/99': { status: 401, body: { error: 'Your session has expired.' } },
  'GET /api/v1/teapot': { status: 500, body: '<html>Bad gateway</html>' },
  // As the API's attachment() writes it: an ASCII fallback, then the UTF-8 name (RFC 6266).
  'GET /api/v1/plan/7/download': {
    status: 200,
    body: '%PDF-1.7 a trip plan',
    headers: {
      'content-type': 'application/pdf',
      'content-disposition':
        'attachment; filename="Trip Plan - Ohakune Old Coach Road.pdf"; filename*=UTF-8\'\'Trip%20Plan%20-%20%C5%8Chakune%20Old%20Coach%20Road.pdf',
    },
  },
  'GET /api/v1/plan/7/calendar.ics': {
    status: 200,
    body: 'BEGIN:VCALENDAR',
    headers: {
      'content-type': 'text/calendar',
      'content-disposition': 'attachment; filename="Trip Plan.ics"',
    },
  },
  'GET /api/v1/plan/8/calendar.ics': {
    status: 409,
    body: { error: 'Choose the trip dates before adding this plan to a calendar.' },
  },
};

let server: Server;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const url = request.url ?? '';
      requests.push({ method: request.method ?? '', url, headers: request.headers, body });
      const answer = answers[`${request.method} ${url.split('?')[0]}`] ?? {
        status: 404,
        body: { error: 'Not here' },
      };
      const isJson = typeof answer.body !== 'string';
      response.writeHead(answer.status, {
        'content-type': isJson ? 'application/json' : 'text/html',
        ...answer.headers,
      });
      response.end(isJson ? JSON.stringify(answer.body) : answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // Vitest exposes the jsdom instance; the app is served from the API's origin, as in production.
  (globalThis as unknown as { jsdom: { reconfigure(options: { url: string }): void } }).jsdom.reconfigure({
    url: `http://127.0.0.1:${port}/tracks`,
  });
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests.length = 0;
  resetStore();
});

describe('api', () => {
  test('a guest’s request carries no Authorization header', async () => {
    await api('config');
    expect(requests[0]?.headers.authorization).toBeUndefined();
  });

  test('a signed-in request sends the access token as a bearer token', async () => {
    useAppStore.setState({ accessToken: sampleToken });
    const user = await api('user');
    expect(requests[0]?.headers.authorization).toBe(`Bearer ${sampleToken.access_token}`);
    expect(user).toEqual(sampleUser);
  });

  test('JSON bodies are posted as JSON and query parameters are added', async () => {
    await api('user', { json: { email: 'a@b.nz', agreed_to_terms: true }, query: { page: 2 } }).catch(
      () => {},
    );
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/v1/user?page=2' });
    expect(requests[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ email: 'a@b.nz', agreed_to_terms: true });
  });

  test('a failure carries the server’s own message and status', async () => {
    const failure = await api('user', { json: { email: 'a@b.nz' } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 422, message: 'A user with that email already exists.' });
  });

  test('a failure without a readable message gets a general one', async () => {
    const failure = await api('teapot').catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 500, message: 'Something went wrong, please try again.' });
  });

  test('an Idempotency-Key goes along as the header the server honours (issue 17)', async () => {
    await api('user', { method: 'PUT', json: {}, idempotencyKey: 'c0ffee-key' }).catch(() => {});
    expect(requests[0]?.headers['idempotency-key']).toBe('c0ffee-key');
    await api('config');
    expect(requests[1]?.headers['idempotency-key']).toBeUndefined();
  });

  test('a call that cannot leave an offline device says so, not "something went wrong"', async () => {
    const lost = new TypeError('Failed to fetch');
    expect(failureMessage(lost, 'Could not save.')).toBe('Could not save.');
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(failureMessage(lost, 'Could not save.')).toBe(YOU_ARE_OFFLINE);
    // The server's own words still win: it answered.
    expect(failureMessage(new ApiError(409, 'The plan changed.'), 'Could not save.')).toBe(
      'The plan changed.',
    );
    onLine.mockRestore();
  });

  test('answers are checked against the schema', async () => {
    await expect(api('config', { schema: AppConfigSchema })).resolves.toEqual(sampleConfig);
    await expect(api('broken-config', { schema: AppConfigSchema })).rejects.toThrow();
  });

  test('any 401 ends the session and goes to sign-in (spec 1 §8)', async () => {
    useAppStore.setState({ accessToken: sampleToken, user: sampleUser });
    const router = createMemoryRouter(
      [
        { path: '/account/my-walks', element: null },
        { path: '/signin', element: null },
      ],
      { initialEntries: ['/account/my-walks'] },
    );
    const unregister = setAppNavigator((to) => void router.navigate(to));

    const failure = await api('plans/99').catch((error: unknown) => error);
    unregister();

    expect(failure).toMatchObject({ status: 401, message: 'Your session has expired.' });
    expect(useAppStore.getState().accessToken).toBeNull();
    expect(useAppStore.getState().user).toBeNull();
    expect(router.state.location.pathname).toBe('/signin');
  });
});

describe('apiFile', () => {
  test('a file comes with the bearer token and keeps the macrons of its UTF-8 name (RFC 6266 filename*)', async () => {
    useAppStore.setState({ accessToken: sampleToken });
    const file = await apiFile('plan/7/download');
    expect(requests[0]?.headers.authorization).toBe(`Bearer ${sampleToken.access_token}`);
    expect(file.filename).toBe('Trip Plan - Ōhakune Old Coach Road.pdf');
    expect(file.blob.type).toBe('application/pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7 a trip plan');
  });

  test('without a UTF-8 name the plain filename is used', async () => {
    await expect(apiFile('plan/7/calendar.ics')).resolves.toMatchObject({ filename: 'Trip Plan.ics' });
  });

  test('a refused file carries the server’s own message and status', async () => {
    const failure = await apiFile('plan/8/calendar.ics').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 409,
      message: 'Choose the trip dates before adding this plan to a calendar.',
    });
  });
});
