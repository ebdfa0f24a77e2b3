import { COPIED_INDICATOR_MS } from '@waymark/domain';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/ui/button.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { CheckIcon } from '@/ui/icons.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { VisuallyHidden } from '@/ui/visually-hidden.tsx';
import styles from './copyable-link.module.css';

type CopyState = { kind: 'ready' } | { kind: 'copied' } | { kind: 'refused' };

/** The link in a read-only field, and Copy URL, which reads "Copied!" for a while (spec 3 §9). */
export function CopyableLink({ link, label }: { link: string; label: string }) {
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
          label={label}
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
