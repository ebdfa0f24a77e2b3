import { z } from 'zod';

/**
 * Control characters are invisible and never typed by a person, and NUL is refused by
 * PostgreSQL outright (a 500 until it was refused here). Tabs and line breaks belong only in
 * text written over several lines. Lone surrogates are half a character that no encoding can
 * store.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const TAB_OR_LINE_BREAK = /[\t\n\r]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';
export const BROKEN_CHARACTERS_MESSAGE = 'must not contain broken characters';

/** One line (a name, an email, a search term, a slug) or several (an alert's content). */
export type TextLayout = 'one line' | 'lines';

/** Why this text cannot be stored, or undefined when it can. */
export function unsafeTextProblem(text: string, layout: TextLayout = 'lines'): string | undefined {
  if (CONTROL_CHARACTER.test(text) || (layout === 'one line' && TAB_OR_LINE_BREAK.test(text)))
    return CONTROL_CHARACTERS_MESSAGE;
  if (LONE_SURROGATE.test(text)) return BROKEN_CHARACTERS_MESSAGE;
  return undefined;
}

const safeText = (label: string, layout: TextLayout, params?: { error?: string }) =>
  z.string(params).check((check) => {
    const problem = unsafeTextProblem(check.value, layout);
    // `continue`: a string with a control character is still a string, so in a union of a string
    // and a number this message is the one reported, not "Invalid input".
    if (problem)
      check.issues.push({
        code: 'custom',
        input: check.value,
        message: `${label} ${problem}.`,
        continue: true,
      });
  });

/**
 * The string field of every input schema that is typed on one line: "First name must not
 * contain control characters." for a NUL, a tab or a line break. Chain trim, min and max on it.
 */
export const oneLineText = (label: string, params?: { error?: string }) =>
  safeText(label, 'one line', params);

/** A string field written over several lines: it may keep tabs and line breaks, nothing else. */
export const multiLineText = (label: string, params?: { error?: string }) => safeText(label, 'lines', params);

type Found = { path: string; problem: string };
type Visit = { value: unknown; key?: string; parent?: Visit };

function pathOf(visit: Visit): string[] {
  const path: string[] = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) path.unshift(at.key);
  return path;
}

/**
 * The first string anywhere in a request's input (body, path, query) that cannot be stored,
 * with the path to it: the server refuses those for every route, so no schema can forget.
 * Without knowing the field it allows tabs and line breaks; `oneLineText` fields refuse them.
 * Walked without recursion: a body nested a hundred thousand deep must be refused, not overflow
 * the stack.
 */
export function findUnsafeText(value: unknown): Found | undefined {
  const pending: Visit[] = [{ value }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    if (typeof visit.value === 'string') {
      const problem = unsafeTextProblem(visit.value);
      if (problem) return { path: pathOf(visit).join('.'), problem };
      continue;
    }
    // Uploaded files arrive as bytes; only text is looked at.
    if (visit.value === null || typeof visit.value !== 'object' || ArrayBuffer.isView(visit.value)) continue;
    for (const [key, inner] of Object.entries(visit.value).reverse()) {
      const keyProblem = unsafeTextProblem(key);
      if (keyProblem) return { path: [...pathOf(visit), '(a field name)'].join('.'), problem: keyProblem };
      pending.push({ value: inner, key, parent: visit });
    }
  }
  return undefined;
}
