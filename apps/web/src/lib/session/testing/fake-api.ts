import type { Token, User } from '@waymark/domain';
import { vi } from 'vitest';
import type { AccessToken } from '@/lib/app-store.ts';
import { sampleUser } from '@/test/render-app.tsx';

/**
 * A stand-in for the API at the network's edge: `fetch` is replaced, everything above it (the
 * api client, its 401 rule, the schemas) is the real code. Tests name the answers they need;
 * anything else gets the server's 404.
 */

export type FakeRequest = {
  method: string;
  path: string;
  /** The query string, e.g. `page` of a list's `?page=1`. */
  query: URLSearchParams;
  headers: Headers;
  /** JSON bodies parsed; form bodies as a plain object of their fields. */
  body: unknown;
};

export type FakeAnswer = { status?: number; body?: unknown };
export type FakeHandler = FakeAnswer | ((request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>);

function bodyOf(body: BodyInit | null | undefined): unknown {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') {
    try {
      return JSON.parse(body) as unknown;
    } catch {
      return body;
    }
  }
  if (body instanceof FormData || body instanceof URLSearchParams) {
    return Object.fromEntries([...body.entries()].map(([key, value]) => [key, String(value)]));
  }
  return body;
}

export function fakeApi(routes: Record<string, FakeHandler> = {}) {
  const requests: FakeRequest[] = [];
  const handlers = new Map<string, FakeHandler>(Object.entries(routes));

  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const method = (init.method ?? 'GET').toUpperCase();
    const request: FakeRequest = {
      method,
      path: url.pathname.replace(/^\/api\/v1\//, ''),
      query: url.searchParams,
      headers: new Headers(init.headers),
      body: bodyOf(init.body),
    };
    requests.push(request);
    const handler = handlers.get(`${method} ${request.path}`);
    const answer =
      handler === undefined
        ? { status: 404, body: { error: 'Not here' } }
        : typeof handler === 'function'
          ? await handler(request)
          : handler;
    const status = answer.status ?? 200;
    if (status === 204) return new Response(null, { status });
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? null);
    return new Response(text, { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchStub);

  return {
    requests,
    /** Adds or replaces the answer to "METHOD path", e.g. `on('POST user', { status: 201, … })`. */
    on(route: string, handler: FakeHandler) {
      handlers.set(route, handler);
    },
    /** The requests made to "METHOD path". */
    calls(route: string): FakeRequest[] {
      return requests.filter((request) => `${request.method} ${request.path}` === route);
    },
    /** The analytics events sent, by name. */
    events(): string[] {
      return requests
        .filter((request) => request.path === 'events')
        .map((request) => (request.body as { name: string }).name);
    },
  };
}

export type FakeApi = ReturnType<typeof fakeApi>;

/** An answer that never comes until the test says so, to look at a form mid-flight. */
export function deferred<T = FakeAnswer>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

export const serverToken: Token = {
  access_token: 'access-new',
  refresh_token: 'refresh-new',
  token_type: 'Bearer',
  expires_in: 3600,
};

/** A token this device received just now, so no background refresh is due. */
export function freshToken(): AccessToken {
  return { ...serverToken, created: Math.floor(Date.now() / 1000) };
}

export function userWith(changes: Partial<User> = {}): User {
  return { ...sampleUser, ...changes };
}

/** renderApp's session for a member holding a live token, whose GET user answers the same user. */
export function memberSession(api: FakeApi, user: User = userWith()) {
  api.on('GET user', { body: user });
  return { accessToken: freshToken(), user };
}
