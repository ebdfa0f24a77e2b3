import { describe, expect, test } from 'vitest';
import { findUnsafeText, unsafeTextProblem } from './safe-text.ts';

describe('text the server can store', () => {
  test.each(['Routeburn Track', 'Ōhakune', 'Line one\nline two\r\n\tindented', '🏔️ Aoraki', ''])(
    '%j is fine',
    (text) => expect(unsafeTextProblem(text)).toBeUndefined(),
  );

  test.each(['a\u0000b', 'bell\u0007', 'escape\u001b[31m', 'delete\u007f'])(
    '%j has control characters',
    (text) => expect(unsafeTextProblem(text)).toBe('must not contain control characters'),
  );

  test.each(['half \ud800 a character', 'trailing \udc00'])('%j has a broken character', (text) =>
    expect(unsafeTextProblem(text)).toBe('must not contain broken characters'),
  );

  test('is found anywhere in a request, field names included, with its path', () => {
    expect(findUnsafeText({ dates: { start: '2026-12-01', notes: ['ok', 'x\u0000'] } })).toEqual({
      path: 'dates.notes.1',
      problem: 'must not contain control characters',
    });
    expect(findUnsafeText({ ['na\u0000me']: 'Aroha' })?.path).toBe('(a field name)');
    expect(findUnsafeText({ count: 3, on: true, missing: null })).toBeUndefined();
  });
});
