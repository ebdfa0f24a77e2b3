/**
 * Control characters other than tab and line breaks: invisible, never typed by a person, and
 * NUL is refused by PostgreSQL outright. Lone surrogates are half a character that no encoding
 * can store.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';

/** Why this text cannot be stored, or undefined when it can. */
export function unsafeTextProblem(text: string): string | undefined {
  if (CONTROL_CHARACTER.test(text)) return CONTROL_CHARACTERS_MESSAGE;
  if (LONE_SURROGATE.test(text)) return 'must not contain broken characters';
  return undefined;
}

/**
 * The first string anywhere in a request's input (body, path, query) that cannot be stored,
 * with the path to it: the server refuses those for every route, so no schema can forget.
 */
export function findUnsafeText(
  value: unknown,
  path: string[] = [],
): { path: string; problem: string } | undefined {
  if (typeof value === 'string') {
    const problem = unsafeTextProblem(value);
    return problem ? { path: path.join('.'), problem } : undefined;
  }
  // Uploaded files arrive as bytes; only text is looked at.
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const keyProblem = unsafeTextProblem(key);
    if (keyProblem) return { path: [...path, '(a field name)'].join('.'), problem: keyProblem };
    const found = findUnsafeText(inner, [...path, key]);
    if (found) return found;
  }
  return undefined;
}
