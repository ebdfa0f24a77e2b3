import { findUnsafeText } from '@waymark/domain';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { HttpError } from './http-error.ts';

/**
 * Wraps the zod validator compiler: once a route's schema has accepted its body, path or query,
 * any string in what the handler will get with a control character (NUL breaks PostgreSQL) or a
 * broken character is a 400 naming the field. Field schemas built on `oneLineText` refuse these
 * first with their own message; this catches every string they leave as plain text (passwords,
 * tokens, a field added tomorrow), and strings a schema parsed out of JSON, so that no route and
 * no schema can forget.
 */
export function refusingUnsafeText<T>(compile: FastifySchemaCompiler<T>): FastifySchemaCompiler<T> {
  return (route) => {
    const validate = compile(route);
    return (data: unknown) => {
      // The zod compiler answers synchronously, with the parsed value or the schema's errors.
      const result = validate(data) as { value?: unknown; error?: Error | FastifySchemaValidationError[] };
      if (result.error) return result;
      const unsafe = findUnsafeText(result.value);
      if (!unsafe) return result;
      const where = unsafe.path ? `${unsafe.path}: ` : 'The request ';
      return { error: HttpError.badRequest(`${where}${unsafe.problem}.`) };
    };
  };
}
