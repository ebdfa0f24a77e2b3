import { ProfileSchema, SOMETHING_WENT_WRONG, type User } from '@waymark/domain';
import { useState, type FormEvent } from 'react';
import { useSaveProfile } from '@/lib/profile-api.ts';
import { failureMessage } from '@/lib/api-client.ts';
import { useAppStore } from '@/lib/app-store.ts';
import { Button } from '@/ui/button.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { Modal } from '@/ui/modal.tsx';
import { TextField } from '@/ui/text-field.tsx';
import styles from './plan-editor.module.css';

const PHONE_NEEDED = 'Please enter the phone number you will carry.';

/**
 * Issue 28: a plan with an emergency contact names its maker with their phone, so that the person
 * at home and the Police can try to reach them. A profile without a phone is asked for one before
 * the plan is shared; it is saved to the profile, where every later plan reads it.
 */
export function OwnerPhoneDialog({
  user,
  open,
  onCancel,
  onContinue,
}: {
  user: User;
  open: boolean;
  onCancel: () => void;
  onContinue: () => void;
}) {
  const [phone, setPhone] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const setUser = useAppStore((state) => state.setUser);
  const save = useSaveProfile({
    onSuccess: (saved) => {
      setUser(saved);
      onContinue();
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!phone.trim()) return setProblem(PHONE_NEEDED);
    // PUT user takes the whole profile: the rest is sent as it is saved.
    const profile = ProfileSchema.safeParse({
      firstname: user.first_name ?? '',
      lastname: user.last_name ?? '',
      gender: user.gender ?? undefined,
      level: user.level ?? undefined,
      dob: user.dob,
      phone: phone.trim(),
    });
    if (!profile.success) return setProblem(profile.error.issues[0]?.message ?? SOMETHING_WENT_WRONG);
    setProblem(null);
    save.mutate(profile.data);
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : onCancel())}
      title="Your phone number"
      description="Your emergency contact and the Police will try this number first if you are overdue. It goes on your plan and is saved to your profile."
      size="sm"
    >
      <form className={styles.phoneForm} onSubmit={submit} noValidate>
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          error={problem ?? undefined}
        />
        {save.isError ? <FormAlert>{failureMessage(save.error, SOMETHING_WENT_WRONG)}</FormAlert> : null}
        <div className={styles.stackedActions}>
          <Button type="submit" loading={save.isPending}>
            Save and continue
          </Button>
          <Button type="button" variant="ghost" onClick={onContinue}>
            Share without my phone
          </Button>
        </div>
      </form>
    </Modal>
  );
}
