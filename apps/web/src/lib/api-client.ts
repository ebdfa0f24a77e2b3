import {
  ErrorResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  pathFor,
  SOMETHING_WENT_WRONG,
  YOU_ARE_OFFLINE,
} from '@waymark/domain';
import { useAppStore } from './app-store.ts';
import { navigateTo } from './navigation.ts';

/**
 * The one way the web app talks to the API (spec 1 §7: every call under /api/v1). It adds the
 * bearer token when there is one, turns failures into ApiError with the server's own message,
 * and ends the session on any 401 (spec 1 §8).
 */

export const API_PREFIX = '/api/v1/';

/**
 * Where calls go and what carries them: in the browser, this page's origin and its fetch. The
 * server renderer hands a page's calls straight to the API process instead (`carryApiCalls`).
 */
const transport = {
  origin: (): string => window.location.origin,
  fetch: (input: URL, init: RequestInit): Promise<Response> => fetch(input, init),
};

/** Called once by the server renderer, whose calls are all anonymous: no token is ever stored there. */
export function carryApiCalls(
  origin: string,
  fetchApi: (input: URL, init: RequestInit) => Promise<Response>,
) {
  transport.origin = () => origin;
  transport.fetch = fetchApi;
}

/** Anything with a zod-like `parse`; the domain's schemas fit. */
export type ResponseSchema<T> = { parse: (data: unknown) => T };

/**
 * A call the server answered with a failure, or that never reached it (status 0). The body is
 * read once, here: `serverMessage` is the server's own words (`{error}`, spec 1 §8) when it
 * sent some, so no screen parses the body again.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly serverMessage: string | undefined,
  ) {
    super(serverMessage ?? SOMETHING_WENT_WRONG);
  }
}

/**
 * What to tell the person about a failed call: the server's own words when it sent some, that
 * they are offline when the device has no connection, else the screen's fallback (also for an
 * answer that failed its schema).
 */
export function failureMessage(error: unknown, fallback: string): string {
  const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
  if (serverMessage) return serverMessage;
  return isOffline() ? YOU_ARE_OFFLINE : fallback;
}

/** The browser knows it has no connection (it may also have one that reaches nothing). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** A call that never got an answer: no connection, or the server out of reach. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof ApiError && error.status === 0);
}

export type ApiRequest<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart or urlencoded form data, as several spec calls require. */
  form?: FormData | URLSearchParams;
  query?: Record<string, string | number | boolean | undefined>;
  schema?: ResponseSchema<T>;
  signal?: AbortSignal;
  /** Send this bearer token instead of the stored one, e.g. to end a login the store has already forgotten. */
  accessToken?: string;
  /**
   * Leave the session alone on a 401. For calls whose failure says nothing about the session
   * the person is using: logging out a token that had already expired, an analytics beacon.
   */
  keepSessionOn401?: boolean;
  /** Let the request outlive the page, as an analytics event sent while navigating away must. */
  keepalive?: boolean;
  /** Sent as the Idempotency-Key header: the server applies a change sent again only once. */
  idempotencyKey?: string;
};

/** `api('config', { schema: AppConfigSchema })` → GET /api/v1/config, validated. */
export async function api<T = unknown>(path: string, request: ApiRequest<T> = {}): Promise<T> {
  const response = await send(path, request, 'application/json');
  return settle(response.status, await readBody(response), request);
}

/** A file the server sent as an attachment, and the name it gave it, if any. */
export type ApiFile = { blob: Blob; filename: string | undefined };

/**
 * `apiFile('plan/7/download')` → the PDF and "Trip Plan - Ōhakune.pdf". For files that need the
 * bearer token, which a plain link cannot send. Failures are as `api`'s: the server's `{error}`.
 */
export async function apiFile(
  path: string,
  request: Pick<ApiRequest<never>, 'query' | 'signal'> = {},
): Promise<ApiFile> {
  const response = await send(path, request, '*/*');
  if (!response.ok) throwOnFailure(response.status, await readBody(response), request);
  return {
    blob: await response.blob(),
    filename: attachmentFilename(response.headers.get('Content-Disposition')),
  };
}

async function send(path: string, request: ApiRequest<unknown>, accept: string): Promise<Response> {
  const { json, form, query, signal, keepalive, idempotencyKey } = request;
  const method = request.method ?? (json !== undefined || form ? 'POST' : 'GET');
  const headers = new Headers({ Accept: accept });
  if (idempotencyKey) headers.set(IDEMPOTENCY_KEY_HEADER, idempotencyKey);
  const token = request.accessToken ?? useAppStore.getState().accessToken?.access_token;
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let body: BodyInit | undefined;
  if (json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(json);
  } else if (form) {
    body = form;
  }

  return transport.fetch(apiUrl(path, query), {
    method,
    headers,
    body,
    signal,
    ...(keepalive ? { keepalive } : {}),
  });
}

/** The 401 rule, the server's error text and the schema check, shared by `api` and `uploadFile`. */
function settle<T>(status: number, payload: unknown, request: ApiRequest<T>): T {
  throwOnFailure(status, payload, request);
  return request.schema ? request.schema.parse(payload) : (payload as T);
}

/** The 401 rule and the server's error text, for any answer: JSON, or a file's. */
function throwOnFailure(status: number, payload: unknown, request: ApiRequest<unknown>): void {
  if (status === 401 && !request.keepSessionOn401) endSession();
  if (status < 200 || status >= 300) {
    const parsed = ErrorResponseSchema.safeParse(payload);
    throw new ApiError(status, parsed.success ? parsed.data.error : undefined);
  }
}

/**
 * The file name a Content-Disposition gives (RFC 6266): the UTF-8 `filename*` when there is one,
 * as it keeps macrons ("Ōhakune"), else the plain `filename`.
 */
function attachmentFilename(contentDisposition: string | null): string | undefined {
  if (!contentDisposition) return undefined;
  const extended = /filename\*\s*=\s*UTF-8'[^']*'([^;\s]+)/i.exec(contentDisposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // A malformed percent-encoding: the plain name below is the server's fallback for this.
    }
  }
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(contentDisposition);
  if (!plain) return undefined;
  return plain[1] !== undefined ? plain[1].replace(/\\(.)/g, '$1') : plain[2];
}

export type UploadRequest<T> = Pick<ApiRequest<T>, 'schema' | 'signal'> & {
  /** The multipart field the server reads the file from. */
  fieldName?: string;
  /** Form fields sent before the file, e.g. a plan document's `isprivate` and `title`. */
  fields?: Record<string, string>;
  /** Called as the file goes up, with a fraction from 0 to 1. */
  onProgress?: (fraction: number) => void;
};

/**
 * Posts one file as multipart form data. XMLHttpRequest rather than fetch, because only it
 * reports upload progress, and a portrait on a slow rural connection takes a while.
 */
export function uploadFile<T = unknown>(
  path: string,
  file: Blob,
  request: UploadRequest<T> = {},
): Promise<T> {
  const { fieldName = 'file', fields = {}, onProgress, signal } = request;
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path, undefined).toString());
    xhr.setRequestHeader('Accept', 'application/json');
    const token = useAppStore.getState().accessToken?.access_token;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      onProgress?.(1);
      try {
        resolve(settle(xhr.status, parseText(xhr.responseText), request));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    const fail = () => reject(new ApiError(0, undefined));
    xhr.addEventListener('error', fail);
    xhr.addEventListener('timeout', fail);
    xhr.addEventListener('abort', () => reject(new DOMException('The upload was cancelled.', 'AbortError')));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append(fieldName, file, file instanceof File ? file.name : 'upload');
    onProgress?.(0);
    xhr.send(form);
  });
}

function apiUrl(path: string, query: ApiRequest<unknown>['query']): URL {
  const url = new URL(API_PREFIX + path.replace(/^\/+/, ''), transport.origin());
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  return parseText(await response.text());
}

function parseText(text: string): unknown {
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
