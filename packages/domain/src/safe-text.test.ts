import { describe, expect, test } from 'vitest';
import { ProfileSchema } from './account.ts';
import { SiteAlertInputSchema } from './alerts.ts';
import { findUnsafeText, multiLineText, oneLineText, unsafeTextProblem } from './safe-text.ts';
import { SearchTracksRequestSchema } from './search.ts';

describe('text the server can store', () => {
  test.each(['Routeburn Track', 'Ōhakune', 'Line one\nline two\r\n\tindented', '🏔️ Aoraki', ''])(
    '%j is fine',
    (text) => expect(unsafeTextProblem(text)).toBeUndefined(),
  );

  test.each(['a\u0000b', 'bell\u0007', 'escape\u001b[31m', 'delete\u007f'])(
    '%j has control characters',
    (text) => expect(unsafeTextProblem(text)).toBe('must not contain control characters'),
  );

  test.each(['a\tb', 'a\nb', 'a\rb'])('%j has control characters when it must be one line', (text) => {
    expect(unsafeTextProblem(text, 'one line')).toBe('must not contain control characters');
    expect(unsafeTextProblem(text, 'lines')).toBeUndefined();
  });

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

  test('a request nested a hundred thousand deep is looked through, not a stack overflow', () => {
    const deep = JSON.parse(`${'{"a":'.repeat(100_000)}"x\\u0000"${'}'.repeat(100_000)}`) as unknown;
    expect(findUnsafeText(deep)?.problem).toBe('must not contain control characters');
    const deepArray = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`) as unknown;
    expect(findUnsafeText(deepArray)).toBeUndefined();
  });
});

describe('string fields say which field has a control character', () => {
  const issues = (result: { error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((issue) => issue.message);

  test('a one-line field refuses NUL, tabs and line breaks, naming the field', () => {
    for (const text of ['Kiri\u0000', 'Ki\tri', 'Ki\nri'])
      expect(issues(oneLineText('First name').safeParse(text))).toEqual([
        'First name must not contain control characters.',
      ]);
    expect(issues(oneLineText('First name').safeParse('Ki\ud800ri'))).toEqual([
      'First name must not contain broken characters.',
    ]);
    expect(oneLineText('First name').parse('Kiri Te Kanawa')).toBe('Kiri Te Kanawa');
  });

  test('a multi-line field keeps tabs and line breaks, and refuses the rest', () => {
    expect(multiLineText('The content').parse('Closed.\r\n\tSlip.')).toBe('Closed.\r\n\tSlip.');
    expect(issues(multiLineText('The content').safeParse('Closed\u0000'))).toEqual([
      'The content must not contain control characters.',
    ]);
  });

  test('the input schemas are built on them', () => {
    const profile = ProfileSchema.safeParse({
      firstname: 'Kiri\u0000',
      lastname: 'Te\nKanawa',
      gender: 'Female',
      level: 'Beginner',
    });
    expect(issues(profile)).toEqual([
      'First name must not contain control characters.',
      'Last name must not contain control characters.',
    ]);
    expect(issues(SearchTracksRequestSchema.safeParse({ term: 'kepler\ttrack' }))).toEqual([
      'The search term must not contain control characters.',
    ]);
    // A filter arrives as JSON in a form field: the strings inside it are checked too.
    expect(issues(SearchTracksRequestSchema.safeParse({ durations: '["a\\u0000b"]' }))).toEqual([
      'durations must not contain control characters.',
    ]);
    const alert = SiteAlertInputSchema.safeParse({
      kind: 'site',
      alert_name: 'slip\n',
      title: 'Track closed',
      content: 'Closed between\nIris Burn and Moturau huts.',
      place: { type: 'track', slug: 'kepler\u0000track' },
    });
    expect(issues(alert)).toEqual([
      'The alert name must not contain control characters.',
      "The place's slug must not contain control characters.",
    ]);
  });

  test('a filter id no record can have is refused', () => {
    expect(SearchTracksRequestSchema.safeParse({ regions: '[99999999999]' }).success).toBe(false);
    expect(SearchTracksRequestSchema.safeParse({ regions: '[1.5]' }).success).toBe(false);
    expect(SearchTracksRequestSchema.safeParse({ regions: '[12, "fiordland"]' }).success).toBe(true);
  });
});
