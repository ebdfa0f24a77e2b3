import { COPIED_INDICATOR_MS, pathFor, tripNameOf } from '@waymark/domain';
import type { Plan } from '@waymark/domain';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/ui/button.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { CheckIcon, ShareIcon } from '@/ui/icons.tsx';
import { Modal } from '@/ui/modal.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { VisuallyHidden } from '@/ui/visually-hidden.tsx';
import styles from './share-plan.module.css';

/**
 * What the button reads of a plan: a whole Plan fits, and so does the plan-complete page's
 * just-saved working plan once its guid is known.
 */
export type ShareablePlan = Pick<Plan, 'guid' | 'custom_trip_name' | 'is_published'> & {
  location: Pick<Plan['location'], 'title'>;
};

/**
 * Share a plan's link (spec 3 "Share modal"): the device's own share sheet where there is one,
 * else a modal with the link and Copy URL. It needs only the plan, so any plan page can show it.
 */
export function SharePlanButton({ plan }: { plan: ShareablePlan }) {
  const [modalOpen, setModalOpen] = useState(false);
  // Spec 3: on the web the link is the current host plus the read-only plan's path.
  const link = window.location.origin + pathFor('plan-readonly', { guid: plan.guid });

  async function share() {
    const data = { title: tripNameOf(plan), url: link };
    if (!('share' in navigator) || ('canShare' in navigator && !navigator.canShare(data))) {
      setModalOpen(true);
      return;
    }
    try {
      await navigator.share(data);
    } catch {
      // Closing the share sheet rejects the promise too: the walker chose not to share.
    }
  }

  return (
    <>
      <Button variant="secondary" leadingIcon={<ShareIcon size={18} />} onClick={() => void share()}>
        Share
      </Button>
      <Modal
        open={modalOpen}
        onOpenChange={setModalOpen}
        title="Share this trip plan"
        description={
          plan.is_published
            ? 'Anyone with this link can read the plan.'
            : 'This plan is a draft: only its owner and editors can open the link until it is published.'
        }
      >
        <CopyableLink link={link} />
      </Modal>
    </>
  );
}

type CopyState = { kind: 'ready' } | { kind: 'copied' } | { kind: 'refused' };

/** The link in a read-only field, and Copy URL, which reads "Copied!" for a while (spec 3 §9). */
function CopyableLink({ link }: { link: string }) {
  const field = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<CopyState>({ kind: 'ready' });

  useEffect(() => {
    if (copy.kind !== 'copied') return;
    // A new state object for each copy, so copying again starts the time again.
    const timer = window.setTimeout(() => setCopy({ kind: 'ready' }), COPIED_INDICATOR_MS);
    return () => window.clearTimeout(timer);
  }, [copy]);

  async function copyLink() {
    try {
      // navigator.clipboard is missing outside a secure context, and writeText rejects when the
      // browser refuses; either way the walker can still copy the link from the field.
      await navigator.clipboard.writeText(link);
      setCopy({ kind: 'copied' });
    } catch {
      setCopy({ kind: 'refused' });
      field.current?.select();
    }
  }

  const copied = copy.kind === 'copied';
  return (
    <>
      <div className={styles.copyRow}>
        <TextField
          ref={field}
          className={styles.link}
          label="Link to the plan"
          value={link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          className={styles.copy}
          leadingIcon={copied ? <CheckIcon size={18} /> : null}
          onClick={() => void copyLink()}
        >
          {copied ? 'Copied!' : 'Copy URL'}
        </Button>
      </div>
      <VisuallyHidden role="status">{copied ? 'The link is copied.' : ''}</VisuallyHidden>
      {copy.kind === 'refused' ? (
        <FormAlert>
          Your browser did not let us copy the link. Select it above and copy it from there.
        </FormAlert>
      ) : null}
    </>
  );
}
