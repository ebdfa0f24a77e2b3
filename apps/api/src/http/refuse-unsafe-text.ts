import { findUnsafeText } from '@waymark/domain';
import type { FastifySchemaCompiler } from 'fastify';
import { HttpError } from './http-error.ts';

/**
 * Wraps the zod validator compiler: before a route's schema sees its body, path or query, any
 * string in it with a control character (NUL breaks PostgreSQL) or a broken character is a 400
 * naming the field. Here, so that no route and no schema can forget it.
 */
export function refusingUnsafeText<T>(compile: FastifySchemaCompiler<T>): FastifySchemaCompiler<T> {
  return (route) => {
    const validate = compile(route);
    return (data: unknown) => {
      const unsafe = findUnsafeText(data);
      if (!unsafe) return validate(data);
      const where = unsafe.path ? `${unsafe.path}: ` : 'The request ';
      return { error: HttpError.badRequest(`${where}${unsafe.problem}.`) };
    };
  };
}
