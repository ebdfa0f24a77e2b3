import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from './http-error.ts';
import { redactUrl } from './logging.ts';

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'That content type is not accepted here.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but should be JSON.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large. The limit is 10 MB.',
  FST_FILES_LIMIT: 'Please send one file at a time.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The request is not a multipart form.',
};

const SERVER_FAULT = 'Something went wrong on our side. Please try again.';
const UNREADABLE_FORM =
  'The form data could not be read: it is incomplete or not multipart. Please try again.';

/** Rejections Fastify makes before any route runs: a broken %-encoding, an over-long path part. */
const ROUTING_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'That address is not valid: it has a broken %-encoding.',
  FST_ERR_MAX_PARAM_LENGTH: 'That address is too long.',
};

/** Fastify's `frameworkErrors`: the same `{error}` shape as every other answer. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 400;
  void reply.status(status).send({ error: ROUTING_MESSAGES[error.code] ?? error.message });
}

/** Requests Node's HTTP parser refuses (a 20 kB header, a timeout) never reach Fastify's handler. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'The request headers are too large.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'The request took too long to arrive. Please try again.']
        : [400, 'Bad Request', 'The request could not be read.'];
  const body = JSON.stringify({ error: message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** "/dates/start" → "dates.start" */
function describeField(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

/**
 * The one place errors become responses: `{error}` with a message a person can read.
 * 5xx details are logged with the request, never sent.
 */
export function registerErrorHandler(app: FastifyInstance) {
  // A multipart body is read before validation; an error then, with no status, is the body's fault.
  const reachedHandler = new WeakSet<FastifyRequest>();
  app.addHook('preHandler', async (request) => void reachedHandler.add(request));
  const isMultipart = (request: FastifyRequest) =>
    String(request.headers['content-type']).toLowerCase().startsWith('multipart/');

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const problems = error.validation.map((issue) => {
        const field = describeField(issue.instancePath);
        return field ? `${field}: ${issue.message}` : issue.message;
      });
      return reply.status(400).send({ error: problems.join('; ') });
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ error: error.message });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, 'response did not match its schema');
      return reply.status(500).send({ error: SERVER_FAULT });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = (error.code && FRAMEWORK_MESSAGES[error.code]) || error.message;
      return reply.status(status).send({ error: message });
    }
    if (error.statusCode === undefined && isMultipart(request) && !reachedHandler.has(request)) {
      return reply.status(400).send({ error: UNREADABLE_FORM });
    }
    request.log.error({ err: error, url: redactUrl(request.url), method: request.method }, 'request failed');
    return reply.status(500).send({ error: SERVER_FAULT });
  });
}
