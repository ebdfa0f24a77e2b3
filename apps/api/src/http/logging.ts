import type { FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';

/** Query parameters that carry a secret: activation codes, reset and confirmation tokens, keys. */
const SECRET_PARAMETER = /code|token|secret|password|key|signature/i;

/** The URL as it may be logged: every secret-bearing query value becomes "[redacted]". */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as sent; only its value could be a secret.
      }
      return SECRET_PARAMETER.test(decoded) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
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
  /** Fastify's request line, with the URL redacted: reset links and activation codes arrive as page URLs. */
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  }),
  err: withoutQueryParameters,
};

/** JSON lines to stdout, or to `destination` (tests read what was logged). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino({ level, serializers }, destination);
}
