import { describe, expect, test } from 'vitest';
import type { QueuedEdit } from './offline-db.ts';
import { versionToSend } from './replay-version.ts';

let queued = 0;
/** An edit of `tab` made on `baseVersion`; `applied` as [sent on, made]. */
function edit(tab: string, baseVersion: number, applied?: [number, number], planId = 7): QueuedEdit {
  queued += 1;
  return {
    key: `key-${queued}`,
    tab,
    planId,
    planGuid: 'guid',
    baseVersion,
    title: 'Routeburn',
    label: 'trip plan',
    method: 'PUT',
    path: `plan/${planId}`,
    body: {},
    queuedAt: queued,
    ...(applied === undefined ? {} : { applied: { from: applied[0], version: applied[1], at: queued } }),
  };
}

describe('versionToSend', () => {
  test('an edit with nothing sent before it goes on the version it was made on', () => {
    const only = edit('a', 3);
    expect(versionToSend(only, [only])).toBe(3);
  });

  test('a tab’s second offline save builds on its first once that is applied', () => {
    const first = edit('a', 3, [3, 4]);
    const second = edit('a', 3);
    expect(versionToSend(second, [first, second])).toBe(4);
  });

  test('a chain of saves from one tab follows each applied version', () => {
    const first = edit('a', 3, [3, 4]);
    const second = edit('a', 3, [4, 5]);
    const third = edit('a', 3);
    expect(versionToSend(third, [first, second, third])).toBe(5);
  });

  test('another tab’s edit on the same plan keeps its version, so the server refuses it', () => {
    const mine = edit('a', 3, [3, 4]);
    const theirs = edit('b', 3);
    expect(versionToSend(theirs, [mine, theirs])).toBe(3);
  });

  test('an edit still waiting or refused moves nothing', () => {
    const waiting = edit('a', 3);
    const refused = { ...edit('a', 3), refusal: { status: 409, message: 'changed' } };
    const next = edit('a', 3);
    expect(versionToSend(next, [waiting, refused, next])).toBe(3);
  });

  test('an applied edit of another plan has nothing to do with this one', () => {
    const otherPlan = edit('a', 3, [3, 4], 8);
    const mine = edit('a', 3);
    expect(versionToSend(mine, [otherPlan, mine])).toBe(3);
  });
});
