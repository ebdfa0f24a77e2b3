import {
  CONTACTS_EDITED_INLINE_FROM,
  CONTACTS_SHOWN_WHEN_NARROW,
  SOMETHING_WENT_WRONG,
} from '@waymark/domain';
import type { Contact } from '@waymark/domain';
import { useState } from 'react';
import { ContactForm } from '@/components/contact-form/contact-form.tsx';
import { Page } from '@/components/page.tsx';
import { failureMessage } from '@/lib/api-client.ts';
import { useAddContact, useDeleteContact, useUpdateContact } from '@/lib/contacts-api.ts';
import { useSession } from '@/lib/use-session.ts';
import { useViewport } from '@/lib/use-viewport.ts';
import { Button } from '@/ui/button.tsx';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { Modal } from '@/ui/modal.tsx';
import styles from './my-contacts.module.css';

/** What is being edited: a new contact, or one of the list (in its card or in a dialog). */
type Editing = { kind: 'new' } | { kind: 'contact'; contact: Contact; inline: boolean } | null;

/**
 * My Contacts (spec 3): the people a walker puts in trip groups and leaves plans with. Wide
 * screens list every contact and, from three, edit them in place; narrow ones list three until
 * asked for all, and edit in a dialog.
 */
export function MyContactsScreen() {
  const { user } = useSession();
  const wide = useViewport() !== 'mobile';
  const contacts = user?.contacts ?? [];
  const [showAll, setShowAll] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Contact | null>(null);
  const add = useAddContact();
  const update = useUpdateContact();
  const remove = useDeleteContact();

  const editsInline = wide && contacts.length >= CONTACTS_EDITED_INLINE_FROM;
  const shown = wide || showAll ? contacts : contacts.slice(0, CONTACTS_SHOWN_WHEN_NARROW);
  const close = () => {
    setEditing(null);
    add.reset();
    update.reset();
  };
  const editForm = (contact: Contact) => (
    <ContactForm
      contact={contact}
      submitLabel="Save contact"
      saving={update.isPending}
      error={update.error}
      onCancel={close}
      onSubmit={(values) => update.mutate({ id: contact.id, contact: values }, { onSuccess: close })}
    />
  );

  return (
    <Page
      title="My Contacts"
      intro="The people you walk with and leave your trip plans with. Add them once, then choose them for each trip."
      width="regular"
    >
      <div className={styles.toolbar}>
        <Button onClick={() => setEditing({ kind: 'new' })}>Add a contact</Button>
      </div>

      {contacts.length === 0 ? (
        <EmptyState
          title="No contacts yet"
          description="Add the people in your tramping group, and someone at home who can raise the alarm if you are overdue."
        />
      ) : (
        <ul className={styles.list} aria-label="Your contacts">
          {shown.map((contact) => (
            <li key={contact.id} className={styles.card}>
              {editing?.kind === 'contact' && editing.inline && editing.contact.id === contact.id ? (
                editForm(contact)
              ) : (
                <ContactCard
                  contact={contact}
                  onEdit={() => setEditing({ kind: 'contact', contact, inline: editsInline })}
                  onDelete={() => setDeleting(contact)}
                />
              )}
            </li>
          ))}
        </ul>
      )}

      {!wide && contacts.length > CONTACTS_SHOWN_WHEN_NARROW ? (
        <Button variant="secondary" fullWidth onClick={() => setShowAll((all) => !all)}>
          {showAll ? 'Show less contacts' : 'Show all my contacts'}
        </Button>
      ) : null}

      <Modal
        open={editing?.kind === 'new' || (editing?.kind === 'contact' && !editing.inline)}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        title={editing?.kind === 'new' ? 'Add a contact' : 'Edit contact'}
      >
        {editing?.kind === 'new' ? (
          <ContactForm
            submitLabel="Add contact"
            saving={add.isPending}
            error={add.error}
            onCancel={close}
            onSubmit={(values) => add.mutate(values, { onSuccess: close })}
          />
        ) : editing?.kind === 'contact' && !editing.inline ? (
          editForm(editing.contact)
        ) : null}
      </Modal>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) {
            setDeleting(null);
            remove.reset();
          }
        }}
        title="Delete this contact?"
        description={
          deleting
            ? `${deleting.fullname} will be taken off your contacts and any trip plans they are on.`
            : ''
        }
        confirmLabel="Delete contact"
        loading={remove.isPending}
        error={remove.error ? failureMessage(remove.error, SOMETHING_WENT_WRONG) : null}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) });
        }}
      />
    </Page>
  );
}

function ContactCard({
  contact,
  onEdit,
  onDelete,
}: {
  contact: Contact;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <article className={styles.contact} aria-label={contact.fullname}>
      <div className={styles.details}>
        <h2 className={styles.name}>{contact.fullname}</h2>
        {contact.relationship ? <p className={styles.relationship}>{contact.relationship}</p> : null}
        <p className={styles.reach}>
          {contact.email || <span className={styles.missing}>No email: will not receive trip plans</span>}
        </p>
        {contact.phone ? <p className={styles.reach}>{contact.phone}</p> : null}
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit ${contact.fullname}`}>
          Edit
        </Button>
        <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete ${contact.fullname}`}>
          Delete
        </Button>
      </div>
    </article>
  );
}
