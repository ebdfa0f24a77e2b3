import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from './http-error.ts';

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

/** "/dates/start" → "dates.start" */
function describeField(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
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
      return reply.status(500).send({ error: SERVER_FAULT });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = (error.code && FRAMEWORK_MESSAGES[error.code]) || error.message;
      return reply.status(status).send({ error: message });
    }
    request.log.error({ err: error, url: request.url, method: request.method }, 'request failed');
    return reply.status(500).send({ error: SERVER_FAULT });
  });
}
