import { zodResolver } from '@hookform/resolvers/zod';
import { INVALID_LOGIN_MESSAGE, LoginSchema } from '@waymark/domain';
import type { User } from '@waymark/domain';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/ui/button.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { PasswordField } from '@/ui/password-field.tsx';
import { TextField } from '@/ui/text-field.tsx';
import styles from './session-forms.module.css';
import { LoginError, useLogIn } from './use-log-in.ts';

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
  const logIn = useLogIn({ onSuccess: onLoggedIn });
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm({ resolver: zodResolver(LoginSchema), defaultValues: { email: '', password: '' } });

  useEffect(() => {
    if (focusOnMount) setFocus('email');
  }, [focusOnMount, setFocus]);

  const onSubmit = handleSubmit((credentials) => logIn.mutate(credentials));

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      {logIn.isError ? (
        <FormAlert>
          {logIn.error instanceof LoginError ? logIn.error.message : INVALID_LOGIN_MESSAGE}
        </FormAlert>
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
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      {extra ? <div className={styles.extra}>{extra}</div> : null}
      <Button type="submit" size="lg" fullWidth loading={logIn.isPending}>
        Log in
      </Button>
    </form>
  );
}
