import type { QueuedEdit } from './offline-db.ts';

/**
 * The plan version a queued edit is sent with (issue 17). A tab that saves twice without a
 * connection makes both edits on the version it last read, the second on top of the first. Once
 * the first is applied, the second is sent on the version the first made, as the tab would have
 * done online. Another tab's edit on the same plan is not its own: it keeps the version it was
 * made on, and the server refuses it if the plan has moved on, so no one's change is silently
 * overwritten.
 */
export function versionToSend(edit: QueuedEdit, history: readonly QueuedEdit[]): number {
  let version = edit.baseVersion;
  for (;;) {
    const earlier = history.find(
      (other) =>
        other !== edit &&
        other.applied &&
        other.tab === edit.tab &&
        other.planId === edit.planId &&
        other.applied.from === version &&
        other.queuedAt <= edit.queuedAt,
    );
    if (!earlier?.applied) return version;
    version = earlier.applied.version;
  }
}
