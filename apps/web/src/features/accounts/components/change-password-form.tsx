import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordChangeSchema, PASSWORDS_MUST_MATCH, SOMETHING_WENT_WRONG } from '@waymark/domain';
import type { User } from '@waymark/domain';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { failureMessage } from '@/lib/api-client.ts';
import { useAppStore } from '@/lib/app-store.ts';
import { usePasswordScore } from '@/lib/session/use-password-score.ts';
import { Button } from '@/ui/button.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { PasswordField } from '@/ui/password-field.tsx';
import { PasswordStrengthMeter } from '@/ui/password-strength-meter.tsx';
import { useChangePassword } from '../api/account-api.ts';
import styles from './account-sections.module.css';

/**
 * New password twice (spec 1 §5): "Passwords must match" shows as soon as the second differs,
 * and the button stays blocked while they differ.
 */
export function ChangePasswordForm({ onChanged }: { onChanged: (user: User) => void }) {
  const email = useAppStore((state) => state.user?.email);
  const meterId = useId();
  const change = useChangePassword({ onSuccess: onChanged });
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(PasswordChangeSchema),
    defaultValues: { newpassword: '', repassword: '' },
  });
  const [newpassword, repassword] = useWatch({ control, name: ['newpassword', 'repassword'] });
  const score = usePasswordScore(newpassword ?? '', email);
  const differ = newpassword !== repassword;
  const mismatchShown = differ && (repassword ?? '') !== '';

  const onSubmit = handleSubmit((passwords) => change.mutate(passwords));

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <PasswordField
        label="New password"
        autoComplete="new-password"
        error={errors.newpassword?.message}
        describedBy={newpassword ? meterId : undefined}
        {...register('newpassword')}
      >
        <PasswordStrengthMeter score={score} id={meterId} />
      </PasswordField>
      <PasswordField
        label="Repeat new password"
        autoComplete="new-password"
        error={mismatchShown ? PASSWORDS_MUST_MATCH : errors.repassword?.message}
        {...register('repassword')}
      />
      {change.isError ? <FormAlert>{failureMessage(change.error, SOMETHING_WENT_WRONG)}</FormAlert> : null}
      <Button
        type="submit"
        variant="secondary"
        loading={change.isPending}
        disabled={differ}
        className={styles.action}
      >
        Change password
      </Button>
    </form>
  );
}
