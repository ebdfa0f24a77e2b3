import { beforeEach, describe, expect, test } from 'vitest';
import {
  addMarker,
  backToStart,
  deleteMarker,
  HISTORY_STEPS,
  insertMarker,
  keepHistory,
  keptHistory,
  moveMarker,
  outAndBack,
  record,
  redo,
  reverseTrack,
  startHistory,
  toggleSnap,
  undo,
  type MarkerStub,
} from './track-edits.ts';

const stub = (lng: number, snap = true): MarkerStub => ({ lng, lat: -44, type: 'default', snap });
const track = [stub(168.1), stub(168.2), stub(168.3, false)];

describe('editing markers', () => {
  test('adds at the end, inserts between two, moves, deletes', () => {
    expect(addMarker(track, [168.4, -44], true).map((s) => s.lng)).toEqual([168.1, 168.2, 168.3, 168.4]);
    expect(insertMarker(track, 1, [168.15, -44], true).map((s) => s.lng)).toEqual([
      168.1, 168.15, 168.2, 168.3,
    ]);
    expect(moveMarker(track, 1, [168.25, -44.1])[1]).toMatchObject({ lng: 168.25, lat: -44.1, snap: true });
    expect(deleteMarker(track, 0).map((s) => s.lng)).toEqual([168.2, 168.3]);
  });

  test('snap toggles on a leg, never on the start', () => {
    expect(toggleSnap(track, 2)[2]!.snap).toBe(true);
    expect(toggleSnap(track, 0)).toEqual(track);
  });

  test('out and back returns through every marker, each labelled a return, on the same kind of leg', () => {
    const there = outAndBack(track);
    expect(there.map((s) => [s.lng, s.type, s.snap])).toEqual([
      [168.1, 'default', true],
      [168.2, 'default', true],
      [168.3, 'default', false],
      [168.2, 'outandback', false],
      [168.1, 'outandback', true],
    ]);
  });

  test('reverse walks the legs the other way, each keeping its snap setting', () => {
    const reversed = reverseTrack(track);
    expect(reversed.map((s) => [s.lng, s.snap])).toEqual([
      [168.3, true],
      [168.2, false],
      [168.1, true],
    ]);
    expect(reverseTrack(reversed)).toEqual(track);
  });

  test('back to start closes the loop on the start point', () => {
    expect(backToStart(track, true).at(-1)).toEqual({ lng: 168.1, lat: -44, type: 'default', snap: true });
    expect(backToStart([stub(168.1)], true)).toHaveLength(1);
  });
});

describe('undo and redo', () => {
  test('a new change after an undo clears what could be redone', () => {
    let history = record(record(startHistory([]), [stub(1)]), [stub(1), stub(2)]);
    history = undo(history);
    expect(history.present).toEqual([stub(1)]);
    expect(redo(history).present).toEqual([stub(1), stub(2)]);
    history = record(history, [stub(3)]);
    expect(history.future).toEqual([]);
    expect(redo(history)).toBe(history);
  });

  test('reaches back at least 100 steps', () => {
    let history = startHistory([]);
    for (let i = 1; i <= 120; i += 1) history = record(history, [stub(i)]);
    for (let i = 0; i < 100; i += 1) history = undo(history);
    expect(history.present).toEqual([stub(20)]);
    expect(HISTORY_STEPS).toBeGreaterThanOrEqual(100);
  });
});

describe('history kept across a reload', () => {
  beforeEach(() => localStorage.clear());

  test('comes back when it ends where the saved track is, not when the track changed elsewhere', () => {
    const history = record(startHistory([stub(1)]), [stub(1), stub(2)]);
    keepHistory('abc', history);
    expect(keptHistory('abc', [stub(1), stub(2)])).toEqual(history);
    expect(keptHistory('abc', [stub(1), stub(3)])).toBeUndefined();
    expect(keptHistory('other', [stub(1), stub(2)])).toBeUndefined();
  });
});
