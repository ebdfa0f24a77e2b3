import { zodResolver } from '@hookform/resolvers/zod';
import { pathFor, RegistrationSchema, SOMETHING_WENT_WRONG } from '@waymark/domain';
import type { User } from '@waymark/domain';
import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/ui/button.tsx';
import { CheckboxField } from '@/ui/checkbox-field.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { PasswordField } from '@/ui/password-field.tsx';
import { PasswordStrengthMeter } from '@/ui/password-strength-meter.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { VisuallyHidden } from '@/ui/visually-hidden.tsx';
import styles from './session-forms.module.css';
import { loadPasswordScorer, usePasswordScore } from './use-password-score.ts';
import { RegistrationError, useRegister } from './use-register.ts';
import type { RegistrationFailure } from './use-register.ts';

export type RegistrationFormProps = {
  /** Called once the account exists, with the user when the login that follows worked. */
  onRegistered: (user: User | null) => void;
  /** Where "log in" points when the email already has an account; a link to sign-in by default. */
  onLogInInstead?: () => void;
};

/** Email, password with its strength meter, and agreement to the terms (spec 1 §2, §5). */
export function RegistrationForm({ onRegistered, onLogInInstead }: RegistrationFormProps) {
  const registration = useRegister({ onSuccess: onRegistered });
  const meterId = useId();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(RegistrationSchema),
    defaultValues: { email: '', password: '' },
  });
  const [email, password] = useWatch({ control, name: ['email', 'password'] });
  const score = usePasswordScore(password ?? '', email);

  // Fetch the dictionaries while the person types their email, so the meter is ready.
  useEffect(() => {
    void loadPasswordScorer().catch(() => {});
  }, []);

  const onSubmit = handleSubmit((details) => registration.mutate(details));
  const failure: RegistrationFailure | null = !registration.isError
    ? null
    : registration.error instanceof RegistrationError
      ? registration.error.failure
      : { kind: 'message', message: SOMETHING_WENT_WRONG };

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      {failure?.kind === 'exists' ? (
        <FormAlert title="You already have an account">
          There is already an account for this email address.{' '}
          {onLogInInstead ? (
            <button type="button" className={styles.linkButton} onClick={onLogInInstead}>
              Log in instead
            </button>
          ) : (
            <Link to={pathFor('sign-in')}>Log in instead</Link>
          )}
        </FormAlert>
      ) : failure ? (
        <FormAlert>{failure.message}</FormAlert>
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
      <PasswordField
        label="Password"
        autoComplete="new-password"
        error={errors.password?.message}
        describedBy={password ? meterId : undefined}
        {...register('password')}
      >
        <PasswordStrengthMeter score={score} id={meterId} />
      </PasswordField>
      <CheckboxField
        label={
          <>
            I agree to the{' '}
            <Link to={pathFor('privacy')} target="_blank" rel="noreferrer">
              Privacy &amp; Terms
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Link>
          </>
        }
        error={errors.agreed_to_terms?.message}
        {...register('agreed_to_terms')}
      />
      <Button type="submit" size="lg" fullWidth loading={registration.isPending}>
        Create account
      </Button>
    </form>
  );
}
