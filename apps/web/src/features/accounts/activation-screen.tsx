import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACTIVATION_CODE_LENGTH,
  ActivationSchema,
  EmailSchema,
  pathFor,
  routeAfterLogin,
  SOMETHING_WENT_WRONG,
} from '@waymark/domain';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { failureMessage } from '@/lib/api-client.ts';
import { PageMeta } from '@/components/page-meta.tsx';
import { useAppStore } from '@/lib/app-store.ts';
import { Button } from '@/ui/button.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { useToast } from '@/ui/toast.tsx';
import { useActivateAccount, useResendActivationCode } from './api/account-api.ts';
import { BackLink } from './components/back-link.tsx';
import { MailIcon } from './components/account-icons.tsx';
import styles from './account-screens.module.css';

type ActivationInput = z.input<typeof ActivationSchema>;

/**
 * Activate your account (spec 1 §2): one 6-character code, prefilled from `?code=` (and the
 * address from `?email=`, as the mailed link carries them). After
 * success (spec 1 §4): logged in and set up → tracks; logged in, not set up → profile set-up;
 * not logged in → sign-in.
 */
export function ActivationScreen() {
  const navigate = useNavigate();
  const { toast } = useToast();
  const [params] = useSearchParams();
  const user = useAppStore((state) => state.user);
  const hasToken = useAppStore((state) => state.accessToken !== null);
  const activationEmail = useAppStore((state) => state.activationEmail);
  // Asking for a new code needs an address; without one nothing is sent.
  const [resendNeedsEmail, setResendNeedsEmail] = useState(false);
  const activation = useActivateAccount({
    onSuccess: (activatedUser) => {
      const store = useAppStore.getState();
      store.setActivationEmail(null);
      if (store.accessToken) {
        // Now verified, the logged-in user is sent on by the rule below.
        store.setUser(activatedUser);
      } else {
        toast({ title: 'Your account is active', description: 'Log in to start planning.', tone: 'success' });
        void navigate(pathFor('sign-in'), { replace: true });
      }
    },
  });
  const resend = useResendActivationCode();

  // The mailed link carries the address, so a link opened on another device knows it too.
  const linkEmail = EmailSchema.safeParse(params.get('email') ?? '').data;
  const knownEmail = user?.email ?? activationEmail ?? linkEmail;
  // Opened without the address and logged out: the server needs to know whose code it is.
  const asksForEmail = !hasToken && !knownEmail;

  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<ActivationInput, unknown, z.output<typeof ActivationSchema>>({
    resolver: zodResolver(ActivationSchema),
    defaultValues: {
      code: (params.get('code') ?? '').slice(0, ACTIVATION_CODE_LENGTH),
      ...(asksForEmail ? { email: '' } : {}),
    },
  });
  const enteredEmail = useWatch({ control, name: 'email' });

  // Spec 1 §2, §4: a logged-in, verified user has nothing to activate, and goes where a login
  // would take them: tracks, or profile set-up first. One rule whether the code was just sent
  // from here or the user was read again meanwhile, verified by a code sent from another tab.
  if (hasToken && user?.verified) return <Navigate to={routeAfterLogin(user)} replace />;

  const onSubmit = handleSubmit(({ code, email }) =>
    activation.mutate({ code, email: hasToken ? undefined : (email ?? knownEmail) }),
  );

  function sendNewCode() {
    const parsed = EmailSchema.safeParse(knownEmail ?? enteredEmail);
    setResendNeedsEmail(!parsed.success);
    if (!parsed.success) {
      resend.reset();
      return;
    }
    resend.mutate(parsed.data);
  }

  return (
    <div className={styles.narrow}>
      <PageMeta title="Activate your account" />
      <BackLink to={pathFor('sign-up')}>Back to sign up</BackLink>
      <h1 className={styles.pageTitle}>Activate your account</h1>
      <section className={`${styles.card} ${styles.centre}`} aria-labelledby="account-created">
        <span className={styles.badge}>
          <MailIcon size={30} />
        </span>
        <div className={styles.cardHeader}>
          <h2 id="account-created" className={styles.cardTitle}>
            Your account has been created
          </h2>
          <p className={styles.cardIntro}>
            We’ve sent a {ACTIVATION_CODE_LENGTH}-character code to{' '}
            {knownEmail ? <span className={styles.strong}>{knownEmail}</span> : 'your email address'}. If it
            hasn’t arrived, check your junk or spam folder.
          </p>
        </div>
        <form className={`${styles.stack} ${styles.cardForm}`} noValidate onSubmit={onSubmit}>
          {asksForEmail ? (
            <TextField
              label="Your email address"
              type="email"
              autoComplete="email"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
              error={errors.email?.message}
              // Gone with the field once the email is known some other way.
              {...register('email', { shouldUnregister: true })}
            />
          ) : null}
          <TextField
            label="Activation code"
            className={styles.codeField}
            autoComplete="one-time-code"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            maxLength={ACTIVATION_CODE_LENGTH}
            placeholder="ABC123"
            error={errors.code?.message}
            {...register('code')}
          />
          {activation.isError ? (
            <FormAlert>{failureMessage(activation.error, SOMETHING_WENT_WRONG)}</FormAlert>
          ) : null}
          <Button type="submit" size="lg" fullWidth loading={activation.isPending}>
            Activate account
          </Button>
        </form>
        <div className={styles.stack}>
          <p className={`${styles.muted} ${styles.small}`}>
            Didn’t get a code, or has it expired?{' '}
            <button
              type="button"
              className={styles.linkButton}
              disabled={resend.isPending}
              onClick={sendNewCode}
            >
              {resend.isPending ? 'Sending…' : 'Send a new code'}
            </button>
          </p>
          {resend.isSuccess ? <FormAlert tone="success">{resend.data}</FormAlert> : null}
          {resendNeedsEmail ? (
            <FormAlert>Enter your email address above, then ask for a new code.</FormAlert>
          ) : resend.isError ? (
            <FormAlert>{failureMessage(resend.error, SOMETHING_WENT_WRONG)}</FormAlert>
          ) : null}
        </div>
      </section>
    </div>
  );
}
