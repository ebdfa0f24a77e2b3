import { pathFor } from '@waymark/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { configQueryOptions } from '@/lib/app-config.ts';
import { useAppStore } from '@/lib/app-store.ts';
import type { QueuedEdit } from '@/lib/offline/offline-db.ts';
import { OUTBOX_CHANNEL } from '@/lib/offline/offline-names.ts';
import { discardEdit, outboxContents, sendQueuedEdits, thisTab } from '@/lib/offline/outbox.ts';
import type { EditOutcome } from '@/lib/offline/outbox.ts';
import { editsWaiting, setEditsWaiting } from '@/lib/offline/outbox-status.ts';
import { refreshTokenIfDue } from '@/lib/session/refresh-token.ts';
import { workingPlanFromPlan } from '@/lib/working-plan.ts';
import { Button } from '@/ui/button.tsx';
import { Modal } from '@/ui/modal.tsx';
import { useToast } from '@/ui/toast.tsx';
import styles from './outbox-sync.module.css';

/** While edits wait, they are tried again this often, in case the server was busy. */
const RETRY_MS = 30_000;
const OUTBOX_KEY = ['offline', 'outbox'] as const;

/**
 * Sends the edits made offline when the connection is back (issue 17): on start, when the
 * browser comes online, when the app is looked at again, and every half minute while some
 * wait. Says when they went, and shows any the server refused, with the walker's own text, so a
 * change made elsewhere in the meantime is never silently overwritten, nor theirs lost.
 */
export function OutboxSync() {
  const client = useQueryClient();
  const { toast } = useToast();
  // Closed without a choice: asked again on the next start, never thrown away unasked.
  const [later, setLater] = useState<string[]>([]);
  const contents = useQuery({
    queryKey: OUTBOX_KEY,
    queryFn: async () => {
      const found = await outboxContents();
      setEditsWaiting(found.waiting.length);
      return found;
    },
    staleTime: Infinity,
  });
  const refresh = useCallback(() => client.invalidateQueries({ queryKey: OUTBOX_KEY }), [client]);

  const applied = useCallback(
    ({ edit, plan }: EditOutcome) => {
      if (!plan || !edit.applied) return;
      const working = useAppStore.getState().plan;
      // This tab's working plan was what went: it now stands on the version the server made.
      if (working?.id === edit.planId && working.version === edit.applied.from && edit.tab === thisTab())
        useAppStore.setState({
          plan: { ...working, version: plan.version },
          savedPlan: workingPlanFromPlan(plan),
        });
      toast({ title: `Your offline changes to “${edit.title}” were sent`, tone: 'success' });
    },
    [toast],
  );

  const send = useCallback(async () => {
    if (!navigator.onLine) return;
    try {
      const { oauth } = await client.fetchQuery(configQueryOptions());
      await refreshTokenIfDue(oauth);
    } catch {
      return;
    }
    const outcomes = await sendQueuedEdits().catch(() => []);
    for (const outcome of outcomes) applied(outcome);
    if (outcomes.some((outcome) => outcome.plan)) await client.invalidateQueries({ queryKey: ['plan'] });
    await refresh();
  }, [applied, client, refresh]);

  useEffect(() => {
    void send();
    const channel = new BroadcastChannel(OUTBOX_CHANNEL);
    channel.addEventListener('message', () => void refresh());
    const onVisible = () => {
      if (document.visibilityState === 'visible') void send();
    };
    const onOnline = () => void send();
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisible);
    const timer = window.setInterval(() => {
      if (editsWaiting() > 0) void send();
    }, RETRY_MS);
    return () => {
      channel.close();
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
      window.clearInterval(timer);
    };
  }, [refresh, send]);

  const first = contents.data?.refused.find((edit) => !later.includes(edit.key));
  return first ? (
    <RefusedEdit
      edit={first}
      onDiscard={() => void discardEdit(first.key).then(refresh)}
      onLater={() => setLater((keys) => [...keys, first.key])}
    />
  ) : null;
}

/** One refused edit: why, the walker's own words to copy, and the plan as it now is. */
function RefusedEdit({
  edit,
  onDiscard,
  onLater,
}: {
  edit: QueuedEdit;
  onDiscard: () => void;
  onLater: () => void;
}) {
  const navigate = useNavigate();
  const notes = typeof edit.body.note === 'string' ? edit.body.note : '';
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onLater();
      }}
      title="A change you made offline wasn’t saved"
      description={`Your ${edit.label} for “${edit.title}” could not be sent. ${edit.refusal?.message ?? ''}`}
      size="sm"
      actions={
        <div className={styles.actions}>
          <Button
            onClick={() => {
              onLater();
              void navigate(pathFor('plan-readonly', { guid: edit.planGuid }));
            }}
          >
            Open the plan as it is now
          </Button>
          <Button variant="secondary" onClick={onDiscard}>
            Discard my change
          </Button>
        </div>
      }
    >
      {notes ? (
        <label className={styles.notes}>
          <span>Your notes, to copy into the plan</span>
          <textarea readOnly rows={5} value={notes} />
        </label>
      ) : null}
    </Modal>
  );
}
