import { matchRoute, PLACE_ROUTES, ROUTES } from '@waymark/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';

const REDACTED = '[redacted]';

/**
 * The names whose values an address may show in the log, as a path parameter or in the query: a
 * catalogue place's slug and kind, a refresh source, a page of a list, a trip's dates. Every
 * other value is logged as "[redacted]". Many are capabilities, working for whoever holds them:
 * a check-in or unsubscribe token, a plan's link, a custom track's link id (a parameter named
 * `id`, like a plan's record id), an activation code, a reset token, a sign-in `redirect` to any
 * of those. So a new route's values stay out of the log until they are named here.
 */
const PUBLIC_NAMES = new Set([
  ...PLACE_ROUTES.map(({ param }) => param),
  'slug',
  'type',
  'source',
  'page',
  'items',
  'start',
  'end',
]);

/** Fastify's `:name` and `*`, the route table's `:name?`. */
const isParameter = (part: string) => part.includes(':') || part.includes('*');
const literalParts = (pattern: string) => pattern.split('/').filter((part) => part && !isParameter(part));

/**
 * The words of every route's path, for an address no route matches: only its parts that are
 * such words are logged. The same for every server in the process, so one set, only ever added to.
 */
const routeWords = new Set(ROUTES.flatMap(({ path }) => literalParts(path)));

/** Teaches the log the words of every route registered on `app` from now on. */
export function learnRouteWords(app: FastifyInstance) {
  app.addHook('onRoute', ({ url }) => {
    for (const word of literalParts(url)) routeWords.add(word);
  });
}

/** A part of the path, as the route's part at its place (`slot`) lets it be logged. */
function loggedPart(part: string, slot: string | undefined): string {
  if (part === '' || (slot !== undefined && !isParameter(slot))) return part;
  const name = slot === undefined ? undefined : /^:(\w+)\??$/.exec(slot)?.[1];
  return name !== undefined && PUBLIC_NAMES.has(name) ? part : REDACTED;
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function loggedQueryPair(pair: string): string {
  const [name = '', ...value] = pair.split('=');
  if (pair === '' || PUBLIC_NAMES.has(decoded(name))) return pair;
  // A part with no "=" is all value.
  return value.length > 0 ? `${name}=${REDACTED}` : REDACTED;
}

/**
 * The URL as it may be logged: a path parameter or query value shows only under a public name
 * (PUBLIC_NAMES), e.g. `/api/v1/check-in/[redacted]/extend`. `pattern` is the route the path
 * matched; without one, only the parts that are words of some route are shown.
 */
export function redactUrl(url: string, pattern?: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart < 0 ? url : url.slice(0, queryStart);
  const slots = pattern?.split('/');
  // With no route, a part that is a word of some route stands for itself; any other is a value.
  const slotOf = (part: string, index: number) =>
    slots ? slots[index] : routeWords.has(part) ? part : undefined;
  const loggedPath = path
    .split('/')
    .map((part, index) => loggedPart(part, slotOf(part, index)))
    .join('/');
  if (queryStart < 0) return loggedPath;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map(loggedQueryPair);
  return `${loggedPath}?${query.join('&')}`;
}

/** The request's URL as it may be logged; see `redactUrl`. */
export function loggedUrl(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  // The web app's pages share one catch-all route (web/web-app.ts); the route table knows their shapes.
  if (pattern !== '/*') return redactUrl(request.url, pattern);
  return redactUrl(request.url, matchRoute(request.url.split('?')[0] ?? '/')?.path);
}

/** Drizzle puts a failed query's parameters in its message: password hashes, token hashes, emails. */
const QUERY_PARAMETERS = /^params: .*$/gm;

/** pino's error serializer, with query parameters cut from every message and stack, causes included. */
function withoutQueryParameters(error: Error): unknown {
  const scrub = (value: unknown): unknown => {
    if (typeof value === 'string') return value.replace(QUERY_PARAMETERS, 'params: [redacted]');
    if (Array.isArray(value)) return value.map(scrub);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, scrub(inner)]));
    return value;
  };
  return scrub(pino.stdSerializers.err(error));
}

const serializers = {
  /** Fastify's request line, with the URL redacted: mailed links arrive as page and API URLs. */
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: loggedUrl(request),
    host: request.host,
    remoteAddress: request.ip,
  }),
  err: withoutQueryParameters,
};

/** JSON lines to stdout, or to `destination` (tests read what was logged). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino({ level, serializers }, destination);
}
