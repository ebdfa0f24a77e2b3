import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_WITHOUT_EMAIL_NOTE, ContactInputSchema, SOMETHING_WENT_WRONG } from '@waymark/domain';
import type { Contact, ContactInput } from '@waymark/domain';
import { useForm } from 'react-hook-form';
import { failureMessage } from '@/lib/api-client.ts';
import { Button } from '@/ui/button.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { TextField } from '@/ui/text-field.tsx';
import styles from './contact-form.module.css';

type ContactFormProps = {
  contact?: Contact;
  submitLabel: string;
  onSubmit: (contact: ContactInput) => void;
  onCancel: () => void;
  saving: boolean;
  error: unknown;
};

/**
 * A contact's fields (spec 3 §5): both names, an email that is one (read-only once set), and a
 * phone and relationship as the person writes them.
 */
export function ContactForm({ contact, submitLabel, onSubmit, onCancel, saving, error }: ContactFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ContactInputSchema),
    defaultValues: {
      first_name: contact?.first_name ?? '',
      last_name: contact?.last_name ?? '',
      email: contact?.email ?? '',
      phone: contact?.phone ?? '',
      relationship: contact?.relationship ?? '',
    },
  });
  const emailFixed = Boolean(contact?.email);

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit((values) => onSubmit(values))}>
      {error ? <FormAlert>{failureMessage(error, SOMETHING_WENT_WRONG)}</FormAlert> : null}
      <div className={styles.names}>
        <TextField
          label="First name"
          autoComplete="off"
          error={errors.first_name?.message}
          {...register('first_name')}
        />
        <TextField
          label="Last name"
          autoComplete="off"
          error={errors.last_name?.message}
          {...register('last_name')}
        />
      </div>
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoCapitalize="none"
        optional={!emailFixed}
        readOnly={emailFixed}
        hint={emailFixed ? 'An email cannot be changed once a contact has one.' : CONTACT_WITHOUT_EMAIL_NOTE}
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Phone"
        type="tel"
        inputMode="tel"
        optional
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField
        label="Relationship"
        optional
        placeholder="e.g. partner, friend, club leader"
        error={errors.relationship?.message}
        {...register('relationship')}
      />
      <div className={styles.formActions}>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
