import { zodResolver } from '@hookform/resolvers/zod';
import { ForgotPasswordSchema, pathFor, SOMETHING_WENT_WRONG } from '@waymark/domain';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { AuthPage } from '@/components/auth-page.tsx';
import { failureMessage } from '@/lib/api-client.ts';
import { Button } from '@/ui/button.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { useRequestPasswordReset } from './api/account-api.ts';
import styles from './account-screens.module.css';

/** Lost password (spec 1 §2): an email form; the server's answer is shown as it is (spec 1 §8). */
export function LostPasswordScreen() {
  const resetRequest = useRequestPasswordReset();
  const sent = resetRequest.data;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ForgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(({ email }) => resetRequest.mutate(email));

  return (
    <AuthPage
      title="Lost your password?"
      intro="Enter the email you signed up with and we’ll send you a link to choose a new one."
      footer={<Link to={pathFor('sign-in')}>Back to login</Link>}
    >
      {sent ? (
        <div className={styles.stack}>
          <FormAlert tone="success" title="Check your email">
            {sent}
          </FormAlert>
          <p className={`${styles.muted} ${styles.small}`}>
            The link works for an hour. If it hasn’t arrived in a few minutes, check your junk or spam folder.
          </p>
        </div>
      ) : (
        <form className={styles.stack} noValidate onSubmit={onSubmit}>
          {resetRequest.isError ? (
            <FormAlert>{failureMessage(resetRequest.error, SOMETHING_WENT_WRONG)}</FormAlert>
          ) : null}
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            error={errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" size="lg" fullWidth loading={resetRequest.isPending}>
            Send reset link
          </Button>
        </form>
      )}
    </AuthPage>
  );
}
