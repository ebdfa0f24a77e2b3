import { CHANGE_STILL_BEING_SAVED, PlanSchema } from '@waymark/domain';
import type { Plan } from '@waymark/domain';
import { api, ApiError, isNetworkFailure } from '../api-client.ts';
import { useAppStore } from '../app-store.ts';
import { openOfflineDb } from './offline-db.ts';
import { claimOfflineLibrary } from './offline-owner.ts';
import type { OfflineDb, QueuedEdit } from './offline-db.ts';
import { OUTBOX_CHANNEL } from './offline-names.ts';
import { setQueuedEditsFlag } from './queued-edits-flag.ts';
import { versionToSend } from './replay-version.ts';

/**
 * The outbox (issue 17): plan edits saved without a connection wait here, in IndexedDB, and go
 * to the server in the order they were made once there is one, each with its Idempotency-Key
 * so a resend is never applied twice. Every tab of the app shares it; a Web Lock lets one send
 * at a time. Applied edits stay a day, so a tab's later edits can build on them.
 */

export type NewEdit = Omit<QueuedEdit, 'key' | 'tab' | 'queuedAt'>;

/** What became of an edit, for the tab showing it. */
export type EditOutcome = { edit: QueuedEdit; plan?: Plan };

const LOCK = 'waymark-outbox';
const KEEP_APPLIED_MS = 24 * 60 * 60_000;
const TAB_KEY = 'waymark:tab';

/** This tab, across its reloads: its edits build on one another (replay-version.ts). */
export function thisTab(): string {
  let tab = sessionStorage.getItem(TAB_KEY);
  if (!tab) {
    tab = crypto.randomUUID();
    sessionStorage.setItem(TAB_KEY, tab);
  }
  return tab;
}

function announce(): void {
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.postMessage('changed');
  channel.close();
}

/** Applied edits are only history: with none waiting or refused, the app's start skips the outbox. */
async function forgetFlagWhenDone(db: OfflineDb): Promise<void> {
  if (!(await db.getAll('outbox')).some((edit) => !edit.applied)) setQueuedEditsFlag(false);
}

export async function queueEdit(edit: NewEdit): Promise<QueuedEdit> {
  const queued: QueuedEdit = { ...edit, key: crypto.randomUUID(), tab: thisTab(), queuedAt: Date.now() };
  const db = await openOfflineDb();
  await db.put('outbox', queued);
  db.close();
  setQueuedEditsFlag(true);
  claimOfflineLibrary(useAppStore.getState().user?.id);
  void import('./offline-library.ts').then((library) => library.watchWhoseLibrary());
  announce();
  return queued;
}

/** Edits still to send, and the ones the server refused, oldest first. */
export async function outboxContents(): Promise<{ waiting: QueuedEdit[]; refused: QueuedEdit[] }> {
  const db = await openOfflineDb();
  const all = await db.getAllFromIndex('outbox', 'queuedAt');
  db.close();
  return {
    waiting: all.filter((edit) => !edit.applied && !edit.refusal),
    refused: all.filter((edit) => edit.refusal),
  };
}

/** The walker has read why an edit was refused: it goes. */
export async function discardEdit(key: string): Promise<void> {
  const db = await openOfflineDb();
  await db.delete('outbox', key);
  await forgetFlagWhenDone(db);
  db.close();
  announce();
}

/**
 * Sends what waits, oldest first, and stops at the first edit that cannot reach the server (the
 * rest keep their order for next time). Returns what was applied and what was refused.
 */
export async function sendQueuedEdits(): Promise<EditOutcome[]> {
  const outcomes = await navigator.locks.request(LOCK, sendUnderLock);
  if (outcomes.length > 0) announce();
  return outcomes;
}

async function sendUnderLock(): Promise<EditOutcome[]> {
  const db = await openOfflineDb();
  const now = Date.now();
  const history = (await db.getAllFromIndex('outbox', 'queuedAt')).filter(
    (edit) => !edit.applied || now - edit.applied.at < KEEP_APPLIED_MS,
  );
  const outcomes: EditOutcome[] = [];
  try {
    for (const edit of history) {
      if (edit.applied || edit.refusal) continue;
      const version = versionToSend(edit, history);
      try {
        const plan = await api(edit.path, {
          method: edit.method,
          json: { ...edit.body, version },
          schema: PlanSchema,
          idempotencyKey: edit.key,
        });
        edit.applied = { from: version, version: plan.version, at: Date.now() };
        outcomes.push({ edit, plan });
      } catch (error) {
        if (isNetworkFailure(error) || !(error instanceof ApiError)) break;
        // The first send of this key is still being answered: the next sync sends it again.
        if (error.serverMessage === CHANGE_STILL_BEING_SAVED || error.status === 401) break;
        if (error.status >= 500 || error.status === 429 || error.status === 408) break;
        edit.refusal = { status: error.status, message: error.message };
        outcomes.push({ edit });
      } finally {
        await db.put('outbox', edit);
      }
    }
    for (const stale of (await db.getAll('outbox')).filter(
      (edit) => edit.applied && now - edit.applied.at >= KEEP_APPLIED_MS,
    ))
      await db.delete('outbox', stale.key);
    await forgetFlagWhenDone(db);
  } finally {
    db.close();
  }
  return outcomes;
}
