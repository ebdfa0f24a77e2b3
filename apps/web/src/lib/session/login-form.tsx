import { zodResolver } from '@hookform/resolvers/zod';
import { LoginSchema } from '@waymark/domain';
import type { User } from '@waymark/domain';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/ui/button.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { PasswordField } from '@/ui/password-field.tsx';
import { TextField } from '@/ui/text-field.tsx';
import styles from './session-forms.module.css';
import { LOGIN_FAILED_MESSAGE, LoginError, useLogIn } from './use-log-in.ts';

export type LoginFormProps = {
  /** Called with the loaded user, or null when only the user could not be read. */
  onLoggedIn: (user: User | null) => void;
  /** Extra links under the password, e.g. "Lost your password?". */
  extra?: ReactNode;
  /** Put the cursor in the email field on opening, as a modal or menu opened to log in should. */
  focusOnMount?: boolean;
};

/** Email and password (spec 1 §2), validated with the same LoginSchema the server uses. */
export function LoginForm({ onLoggedIn, extra, focusOnMount = false }: LoginFormProps) {
  const logIn = useLogIn();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(LoginSchema), defaultValues: { email: '', password: '' } });

  useEffect(() => {
    if (focusOnMount) setFocus('email');
  }, [focusOnMount, setFocus]);

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      onLoggedIn(await logIn(email, password));
    } catch (error) {
      setFailure(error instanceof LoginError ? error.message : LOGIN_FAILED_MESSAGE);
    }
  });

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
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
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      {extra ? <div className={styles.extra}>{extra}</div> : null}
      <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
        Log in
      </Button>
    </form>
  );
}
