import { zodResolver } from '@hookform/resolvers/zod';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_CATEGORY_LABELS,
  FEEDBACK_COMMENTS_MAX_LENGTH,
  FEEDBACK_COMMENTS_TOO_LONG,
  FEEDBACK_FAILED,
  FEEDBACK_REDIRECT_MS,
  FEEDBACK_SENT,
  FeedbackInputSchema,
  pathFor,
} from '@waymark/domain';
import type { FeedbackInput } from '@waymark/domain';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { DefaultValues } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { Page } from '@/components/page.tsx';
import { failureMessage } from '@/lib/api-client.ts';
import { useProductName } from '@/lib/app-config.ts';
import { useSession } from '@/lib/use-session.ts';
import { Button } from '@/ui/button.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { Select } from '@/ui/select.tsx';
import { TextAreaField } from '@/ui/text-area-field.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { useSendFeedback } from './api/support-api.ts';
import { deviceInfo } from './device-info.ts';
import { RatingField } from './rating-field.tsx';
import styles from './support.module.css';

type FeedbackForm = z.input<typeof FeedbackInputSchema>;

const CATEGORY_OPTIONS = FEEDBACK_CATEGORIES.map((value) => ({
  value,
  label: FEEDBACK_CATEGORY_LABELS[value],
}));

/**
 * Feedback (spec 3 §2, §4, §5, §8): a rating, what it is about, comments and, if the person
 * likes, an address to answer. Sending blocks a second send; once sent it thanks them, empties
 * the form and, three seconds later, goes back to where they were. Closing goes to help.
 */
export function FeedbackScreen() {
  const productName = useProductName();
  const { user } = useSession();
  const navigate = useNavigate();
  // The first entry of the app's history has the key "default": then there is nowhere to go back to.
  const cameFromThisApp = useLocation().key !== 'default';
  // No rating or category until the person picks one; a signed-in person's address to answer.
  const emptyForm: DefaultValues<FeedbackForm> = { comments: '', email: user?.email ?? '' };
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FeedbackForm, unknown, FeedbackInput>({
    resolver: zodResolver(FeedbackInputSchema),
    defaultValues: emptyForm,
  });
  const [sent, setSent] = useState(false);
  // The answer shows above the form; the send button is below it, off the screen of a phone.
  const answer = useRef<HTMLDivElement>(null);
  const send = useSendFeedback({
    onSuccess: () => {
      reset(emptyForm);
      setSent(true);
    },
  });

  useEffect(() => {
    if (send.error) answer.current?.focus();
  }, [send.error]);

  useEffect(() => {
    if (!sent) return;
    answer.current?.focus();
    const timer = window.setTimeout(() => {
      if (cameFromThisApp) void navigate(-1);
      else void navigate(pathFor('help'));
    }, FEEDBACK_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [sent, cameFromThisApp, navigate]);

  const busy = send.isPending || sent;
  return (
    <Page
      title="Send us your feedback"
      intro={`Tell us what works, what doesn’t and what ${productName} should do next. We read every message.`}
      width="narrow"
    >
      <form
        className={styles.form}
        noValidate
        aria-label="Feedback"
        onSubmit={handleSubmit((values) => {
          if (!busy) send.mutate({ ...values, device_info: deviceInfo() });
        })}
      >
        <div ref={answer} tabIndex={-1} className={styles.answer}>
          {sent ? (
            <FormAlert tone="success" title={FEEDBACK_SENT}>
              Taking you back in a moment…
            </FormAlert>
          ) : send.isError ? (
            <FormAlert>{failureMessage(send.error, FEEDBACK_FAILED)}</FormAlert>
          ) : null}
        </div>

        <Controller
          control={control}
          name="rating"
          render={({ field, fieldState }) => (
            <RatingField
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message}
              disabled={busy}
            />
          )}
        />

        <Controller
          control={control}
          name="category"
          render={({ field, fieldState }) => (
            <Select
              label="What is it about?"
              placeholder="Choose a category…"
              options={CATEGORY_OPTIONS}
              name={field.name}
              value={field.value ?? ''}
              onValueChange={field.onChange}
              error={fieldState.error?.message}
              disabled={busy}
            />
          )}
        />

        <Controller
          control={control}
          name="comments"
          render={({ field, fieldState }) => (
            <TextAreaField
              {...field}
              value={field.value ?? ''}
              label="Comments"
              rows={6}
              limit={FEEDBACK_COMMENTS_MAX_LENGTH}
              tooLongMessage={FEEDBACK_COMMENTS_TOO_LONG}
              hint="If something went wrong, say what you were doing when it happened."
              error={fieldState.error?.message}
              disabled={busy}
            />
          )}
        />

        <TextField
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          optional
          hint="Only if you would like an answer. We use it for nothing else."
          error={errors.email?.message}
          disabled={busy}
          {...register('email')}
        />

        <p className={styles.note}>
          We also receive your browser and screen size, to help us reproduce a problem.
        </p>

        <div className={styles.actions}>
          <Button asChild variant="secondary">
            <Link to={pathFor('help')}>Close</Link>
          </Button>
          <Button type="submit" loading={send.isPending} disabled={sent}>
            Send feedback
          </Button>
        </div>
      </form>
    </Page>
  );
}
