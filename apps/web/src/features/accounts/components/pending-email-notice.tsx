import { FormAlert } from '@/ui/form-alert.tsx';

/** An email change waits for the link mailed to the new address; until then nothing moves. */
export function PendingEmailNotice({ email }: { email: string }) {
  return (
    <FormAlert tone="info" title="Confirm your new email address">
      We sent a link to <strong>{email}</strong>. Your email changes once you open it; until then, log in with
      your current address.
    </FormAlert>
  );
}
