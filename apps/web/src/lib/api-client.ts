import { ErrorResponseSchema, pathFor } from '@waymark/domain';
import { useAppStore } from './app-store.ts';
import { navigateTo } from './navigation.ts';

/**
 * The one way the web app talks to the API (spec 1 §7: every call under /api/v1). It adds the
 * bearer token when there is one, turns failures into ApiError with the server's own message,
 * and ends the session on any 401 (spec 1 §8).
 */

export const API_PREFIX = '/api/v1/';

/** Anything with a zod-like `parse`; the domain's schemas fit. */
export type ResponseSchema<T> = { parse: (data: unknown) => T };

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
  }
}

const FALLBACK_MESSAGE = 'Something went wrong, please try again.';

export type ApiRequest<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart or urlencoded form data, as several spec calls require. */
  form?: FormData | URLSearchParams;
  query?: Record<string, string | number | boolean | undefined>;
  schema?: ResponseSchema<T>;
  signal?: AbortSignal;
};

/** `api('config', { schema: AppConfigSchema })` → GET /api/v1/config, validated. */
export async function api<T = unknown>(path: string, request: ApiRequest<T> = {}): Promise<T> {
  const { json, form, query, schema, signal } = request;
  const method = request.method ?? (json !== undefined || form ? 'POST' : 'GET');
  const headers = new Headers({ Accept: 'application/json' });
  const token = useAppStore.getState().accessToken?.access_token;
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let body: BodyInit | undefined;
  if (json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(json);
  } else if (form) {
    body = form;
  }

  const response = await fetch(apiUrl(path, query), { method, headers, body, signal });
  const payload = await readBody(response);

  if (response.status === 401) endSession();
  if (!response.ok) {
    const parsed = ErrorResponseSchema.safeParse(payload);
    throw new ApiError(parsed.success ? parsed.data.error : FALLBACK_MESSAGE, response.status, payload);
  }
  return schema ? schema.parse(payload) : (payload as T);
}

function apiUrl(path: string, query: ApiRequest<unknown>['query']): URL {
  const url = new URL(API_PREFIX + path.replace(/^\/+/, ''), window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Spec 1 §8: any 401 clears the token and user and goes to sign-in. */
function endSession(): void {
  useAppStore.getState().clearSession();
  navigateTo(pathFor('sign-in'));
}
