import { SERVER_FAULT_MESSAGE } from '@waymark/domain';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from './http-error.ts';
import { loggedUrl } from './logging.ts';

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'That content type is not accepted here.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but should be JSON.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large. The limit is 10 MB.',
  FST_FILES_LIMIT: 'Please send one file at a time.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The request is not a multipart form.',
  FST_PARTS_LIMIT: 'The form has too many parts.',
  FST_FIELDS_LIMIT: 'The form has too many fields.',
  FST_PROTO_VIOLATION: 'The form has a field name that is not allowed.',
  FST_INVALID_JSON_FIELD_ERROR: 'A form field labelled JSON is not valid JSON.',
  FST_MP_PREMATURE_CLOSE: 'The form stopped arriving before it was complete. Please try again.',
};
/** A broken form is the client's error, whatever status the multipart plugin gives it (406 for bad JSON). */
const FORM_ERROR_CODES = new Set(['FST_PROTO_VIOLATION', 'FST_INVALID_JSON_FIELD_ERROR']);

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

/** Requests whose multipart form @fastify/multipart has begun and not finished reading. */
const readingForm = new WeakSet<FastifyRequest>();

/**
 * Registers the form parsers (`register`) between two hooks that mark while @fastify/multipart
 * reads a form, in its preValidation hook. Busboy throws plain errors without a status for a
 * form it cannot read (no or an empty boundary, a body cut short, a urlencoded body labelled
 * multipart): the error handler answers those 400, and only those; an error without a status
 * anywhere else, a database failing in an upload's onRequest hook say, stays a 500.
 */
export async function registerFormParsers(app: FastifyInstance, register: () => Promise<void>) {
  app.addHook('preValidation', async (request) => void readingForm.add(request));
  await register();
  app.addHook('preValidation', async (request) => void readingForm.delete(request));
}

/**
 * The one place errors become responses: `{error}` with a message a person can read.
 * 5xx details are logged with the request, never sent.
 */
export function registerErrorHandler(app: FastifyInstance) {
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
      return reply.status(500).send({ error: SERVER_FAULT_MESSAGE });
    }
    const status = FORM_ERROR_CODES.has(error.code) ? 400 : (error.statusCode ?? 500);
    if (status >= 400 && status < 500) {
      const message = (error.code && FRAMEWORK_MESSAGES[error.code]) || error.message;
      return reply.status(status).send({ error: message });
    }
    if (error.statusCode === undefined && readingForm.has(request)) {
      return reply.status(400).send({ error: UNREADABLE_FORM });
    }
    request.log.error({ err: error, url: loggedUrl(request), method: request.method }, 'request failed');
    return reply.status(500).send({ error: SERVER_FAULT_MESSAGE });
  });
}
