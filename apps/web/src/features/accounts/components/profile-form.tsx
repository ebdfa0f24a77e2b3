import { zodResolver } from '@hookform/resolvers/zod';
import { CURRENT_PASSWORD_NEEDED, GENDERS, ProfileSchema, SOMETHING_WENT_WRONG } from '@waymark/domain';
import type { Profile, User } from '@waymark/domain';
import clsx from 'clsx';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { failureMessage } from '@/lib/api-client.ts';
import { useAppStore } from '@/lib/app-store.ts';
import { Button } from '@/ui/button.tsx';
import { DateOfBirthSelect } from '@/ui/date-of-birth-select.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { PasswordField } from '@/ui/password-field.tsx';
import { Select } from '@/ui/select.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { useSaveProfile } from '@/lib/profile-api.ts';
import { isLevel } from './level.tsx';
import { LevelPicker } from './level-picker.tsx';
import { PendingEmailNotice } from './pending-email-notice.tsx';
import { PortraitUpload } from './portrait-upload.tsx';
import styles from './profile-form.module.css';

type ProfileInput = z.input<typeof ProfileSchema>;
type Gender = (typeof GENDERS)[number];

const GENDER_OPTIONS = GENDERS.map((gender) => ({ value: gender, label: gender }));

function isGender(value: unknown): value is Gender {
  return typeof value === 'string' && (GENDERS as readonly string[]).includes(value);
}

export type ProfileFormProps = {
  user: User;
  /**
   * 'setup' hides the email (spec 1 §2 profile setup) and sets fields out in two columns on
   * wider screens; 'update' is one column with the email, which is then required (spec 1 §5).
   */
  variant: 'setup' | 'update';
  submitLabel: string;
  /** `emailChangeRequested`: this save asked to move the account to a new address (sent a link). */
  onSaved: (user: User, saved: { emailChangeRequested: boolean }) => void;
};

function isNewEmail(typed: string | undefined, current: string): boolean {
  const address = typed?.trim().toLowerCase();
  return Boolean(address) && address !== current.toLowerCase();
}

function initialValues(user: User, variant: ProfileFormProps['variant'], previewPortrait: string | null) {
  return {
    firstname: user.first_name ?? '',
    lastname: user.last_name ?? '',
    ...(variant === 'update' ? { email: user.email } : {}),
    gender: isGender(user.gender) ? user.gender : undefined,
    level: isLevel(user.level) ? user.level : undefined,
    dob: user.dob ?? null,
    phone: user.phone ?? '',
    // Only a portrait chosen here is sent: leaving it out keeps the saved one (PUT user).
    ...(previewPortrait ? { portrait: previewPortrait } : {}),
  } satisfies Partial<ProfileInput>;
}

/** The profile form of spec 1 §3, §5: the same ProfileSchema validates it here and on the server. */
export function ProfileForm({ user, variant, submitLabel, onSaved }: ProfileFormProps) {
  const previewPortrait = useAppStore((state) => state.previewPortrait);
  const [uploading, setUploading] = useState(false);
  const save = useSaveProfile({
    // Only a save that changes the email sends the current password.
    onSuccess: (saved, sent) => onSaved(saved, { emailChangeRequested: sent.current_password !== undefined }),
  });
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    formState: { errors },
  } = useForm<ProfileInput, unknown, Profile>({
    resolver: zodResolver(ProfileSchema),
    defaultValues: initialValues(user, variant, previewPortrait),
  });
  const [portrait, firstname, lastname, email] = useWatch({
    control,
    name: ['portrait', 'firstname', 'lastname', 'email'],
  });
  const shownPortrait = portrait === undefined ? user.portrait?.url : portrait;
  // A new address needs the current password (the server asks for it too).
  const changingEmail = variant === 'update' && isNewEmail(email, user.email);

  const onSubmit = handleSubmit(({ current_password, ...profile }) => {
    if (changingEmail && !current_password) {
      // The server would refuse it with the same words; saying so by the field saves a round trip.
      save.reset();
      setError('current_password', { message: CURRENT_PASSWORD_NEEDED }, { shouldFocus: true });
      return;
    }
    save.mutate({ ...profile, phone: profile.phone || null, ...(changingEmail ? { current_password } : {}) });
  });

  return (
    <form className={clsx(styles.form, styles[variant])} noValidate onSubmit={onSubmit}>
      <div className={styles.full}>
        <PortraitUpload
          value={shownPortrait}
          name={`${firstname ?? ''} ${lastname ?? ''}`}
          onChange={(url) => setValue('portrait', url, { shouldDirty: true })}
          onBusyChange={setUploading}
        />
      </div>
      <TextField
        label="First name"
        autoComplete="given-name"
        error={errors.firstname?.message}
        {...register('firstname')}
      />
      <TextField
        label="Last name"
        autoComplete="family-name"
        error={errors.lastname?.message}
        {...register('lastname')}
      />
      {variant === 'update' ? (
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
      ) : null}
      {changingEmail ? (
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          hint="To change your email, enter your current password. We’ll send a link to the new address to confirm it."
          error={errors.current_password?.message}
          {...register('current_password')}
        />
      ) : null}
      {variant === 'update' && user.pending_email ? <PendingEmailNotice email={user.pending_email} /> : null}
      <Controller
        control={control}
        name="gender"
        render={({ field, fieldState }) => (
          <Select
            label="Gender"
            placeholder="Choose…"
            options={GENDER_OPTIONS}
            value={field.value ?? ''}
            onValueChange={field.onChange}
            error={fieldState.error?.message}
            name={field.name}
          />
        )}
      />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        optional
        error={errors.phone?.message}
        {...register('phone')}
      />
      <div className={styles.full}>
        <Controller
          control={control}
          name="dob"
          render={({ field, fieldState }) => (
            <DateOfBirthSelect
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </div>
      <div className={styles.full}>
        <Controller
          control={control}
          name="level"
          render={({ field, fieldState }) => (
            <LevelPicker
              name={field.name}
              value={isLevel(field.value) ? field.value : undefined}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
      </div>
      <div className={clsx(styles.full, styles.submit)}>
        {save.isError ? <FormAlert>{failureMessage(save.error, SOMETHING_WENT_WRONG)}</FormAlert> : null}
        <Button
          type="submit"
          size="lg"
          loading={save.isPending}
          disabled={uploading}
          className={styles.submitButton}
        >
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
