import { zodResolver } from '@hookform/resolvers/zod';
import {
  pathFor,
  RESET_LINK_INVALID,
  RESET_TOKEN_EXPIRED,
  ResetPasswordSchema,
  SOMETHING_WENT_WRONG,
} from '@waymark/domain';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, Navigate, useSearchParams } from 'react-router';
import { AuthPage } from '@/components/auth-page.tsx';
import { failureMessage } from '@/lib/api-client.ts';
import { usePasswordScore } from '@/lib/session/use-password-score.ts';
import { Button } from '@/ui/button.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { PasswordField } from '@/ui/password-field.tsx';
import { PasswordStrengthMeter } from '@/ui/password-strength-meter.tsx';
import { CheckCircleIcon } from './components/account-icons.tsx';
import { useResetPassword } from './api/account-api.ts';
import styles from './account-screens.module.css';

/**
 * Password Reset (spec 1 §2), opened from the emailed link with `?recovery_token=`. Without a
 * token there is nothing to reset, so it goes to the account page.
 */
export function PasswordRecoveryScreen() {
  const [params] = useSearchParams();
  const token = params.get('recovery_token');
  if (!token) return <Navigate to={pathFor('account')} replace />;
  return <PasswordRecovery token={token} />;
}

function PasswordRecovery({ token }: { token: string }) {
  const meterId = useId();
  const reset = useResetPassword();
  const failure = reset.isError ? failureMessage(reset.error, SOMETHING_WENT_WRONG) : null;
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ResetPasswordSchema), defaultValues: { password: '', token } });
  const password = useWatch({ control, name: 'password' });
  const score = usePasswordScore(password ?? '');

  const onSubmit = handleSubmit((passwordReset) => reset.mutate(passwordReset));

  if (reset.isSuccess) {
    return (
      <AuthPage title="Password Reset">
        <div className={`${styles.stack} ${styles.centre}`}>
          <span className={styles.badge}>
            <CheckCircleIcon size={32} />
          </span>
          <div role="status" className={styles.stack}>
            <h2 className={styles.cardTitle}>Your password has been reset</h2>
            <p className={styles.muted}>
              Log in with your new password. Any other devices have been logged out.
            </p>
          </div>
          <Button asChild size="lg" fullWidth>
            <Link to={pathFor('sign-in')}>Back to login</Link>
          </Button>
        </div>
      </AuthPage>
    );
  }

  return (
    <AuthPage
      title="Password Reset"
      intro="Please enter the new password"
      footer={<Link to={pathFor('sign-in')}>Back to login</Link>}
    >
      <form className={styles.stack} noValidate onSubmit={onSubmit}>
        {failure ? (
          <FormAlert>
            {failure}
            {/* Spec 1 §8 offers this for an expired link; a used one has the same remedy. */}
            {failure === RESET_TOKEN_EXPIRED || failure === RESET_LINK_INVALID ? (
              <>
                {' '}
                <Link to={pathFor('lost-password')}>request password reset again</Link>
              </>
            ) : null}
          </FormAlert>
        ) : null}
        <PasswordField
          label="New password"
          autoComplete="new-password"
          error={errors.password?.message ?? errors.token?.message}
          describedBy={password ? meterId : undefined}
          {...register('password')}
        >
          <PasswordStrengthMeter score={score} id={meterId} />
        </PasswordField>
        <Button type="submit" size="lg" fullWidth loading={reset.isPending}>
          Reset password
        </Button>
      </form>
    </AuthPage>
  );
}
