import { contactFullName, emergencyContactCandidates, groupMemberCandidates } from '@waymark/domain';
import type { ContactInput } from '@waymark/domain';
import { useId } from 'react';
import { ContactForm } from '@/components/contact-form/contact-form.tsx';
import { useAppStore } from '@/lib/app-store.ts';
import type { ContactKey, WorkingPlan } from '@/lib/app-store.ts';
import { useAddContact } from '@/lib/contacts-api.ts';
import { Button } from '@/ui/button.tsx';
import { Modal } from '@/ui/modal.tsx';
import type { PlanPerson } from './plan-people.ts';
import styles from './plan-editor.module.css';

type SectionProps = {
  plan: WorkingPlan;
  people: PlanPerson[];
  /** Only the owner chooses the people: they are the owner's contacts (spec 3 §5, §6). */
  canChange: boolean;
  onChange: (patch: Pick<WorkingPlan, 'contacts' | 'emergency_contact'>) => void;
  onAddNew: () => void;
};

/** Group members (spec 3 §5): anyone but the emergency contact. */
export function GroupSection({ plan, people, canChange, onChange, onAddNew }: SectionProps) {
  const chosen = plan.contacts ?? [];
  const candidates = groupMemberCandidates(people, plan.emergency_contact ?? null);
  if (!canChange) return <ChosenPeople people={people.filter((p) => chosen.includes(p.id))} owner={plan} />;
  return (
    <fieldset className={styles.people}>
      <legend className={styles.legend}>Who is going with you?</legend>
      {candidates.length === 0 ? (
        <p className={styles.muted}>Add the people walking with you, so they get a copy of the plan.</p>
      ) : (
        <ul className={styles.choices}>
          {candidates.map((person) => (
            <li key={person.id}>
              <label className={styles.choice}>
                <input
                  type="checkbox"
                  checked={chosen.includes(person.id)}
                  onChange={(event) =>
                    onChange({
                      contacts: event.target.checked
                        ? [...chosen, person.id]
                        : chosen.filter((key) => key !== person.id),
                    })
                  }
                />
                <PersonLabel person={person} />
              </label>
            </li>
          ))}
        </ul>
      )}
      <Button variant="secondary" size="sm" onClick={onAddNew}>
        Add a new contact
      </Button>
    </fieldset>
  );
}

/** The emergency contact (spec 3 §5): one person, not in the group. */
export function EmergencyContactSection({ plan, people, canChange, onChange, onAddNew }: SectionProps) {
  const name = useId();
  const chosen = plan.emergency_contact ?? null;
  const candidates = emergencyContactCandidates(people, plan.contacts ?? []);
  if (!canChange) return <ChosenPeople people={people.filter((p) => p.id === chosen)} owner={plan} />;
  return (
    <fieldset className={styles.people}>
      <legend className={styles.legend}>Who should raise the alarm if you are overdue?</legend>
      <p className={styles.muted}>
        Choose someone at home, not on the trip, who will call 111 and ask for the Police if you have not
        checked in.
      </p>
      <ul className={styles.choices}>
        {candidates.map((person) => (
          <li key={person.id}>
            <label className={styles.choice}>
              <input
                type="radio"
                name={name}
                checked={chosen === person.id}
                onChange={() => onChange({ emergency_contact: person.id })}
              />
              <PersonLabel person={person} />
            </label>
          </li>
        ))}
        {chosen !== null ? (
          <li>
            <label className={styles.choice}>
              <input
                type="radio"
                name={name}
                checked={false}
                onChange={() => onChange({ emergency_contact: null })}
              />
              <span>No emergency contact</span>
            </label>
          </li>
        ) : null}
      </ul>
      <Button variant="secondary" size="sm" onClick={onAddNew}>
        Add a new contact
      </Button>
    </fieldset>
  );
}

function PersonLabel({ person }: { person: PlanPerson }) {
  return (
    <span className={styles.personLabel}>
      <strong>{person.fullname}</strong>
      <span className={styles.muted}>
        {[person.relationship, person.email || 'No email: will not get a copy of the plan']
          .filter(Boolean)
          .join(' · ')}
      </span>
    </span>
  );
}

/** What an editor sees of the owner's choice of people. */
function ChosenPeople({ people, owner }: { people: PlanPerson[]; owner: WorkingPlan }) {
  return (
    <div className={styles.people}>
      {people.length === 0 ? (
        <p className={styles.muted}>No one has been chosen.</p>
      ) : (
        <ul className={styles.choices}>
          {people.map((person) => (
            <li key={person.id} className={styles.choice}>
              <PersonLabel person={person} />
            </li>
          ))}
        </ul>
      )}
      <p className={styles.muted}>
        Only {owner.owner_first_name || 'the plan’s owner'} can change who is on the plan.
      </p>
    </div>
  );
}

/**
 * A new contact made from the editor: saved to the account when signed in, else kept on this
 * device until login (spec 1 §4). `onAdded` gets the new person's key.
 */
export function AddContactModal({
  open,
  onOpenChange,
  onAdded,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdded: (key: ContactKey) => void;
}) {
  const signedIn = useAppStore((state) => state.user !== null);
  const add = useAddContact();

  const submit = (contact: ContactInput) => {
    if (signedIn) {
      add.mutate(contact, {
        onSuccess: ({ new_contact }) => {
          onAdded(new_contact.id);
          onOpenChange(false);
        },
      });
      return;
    }
    const key = `device-${crypto.randomUUID()}`;
    useAppStore
      .getState()
      .setTemporaryContacts((contacts) => [
        ...contacts,
        { ...contact, key, fullname: contactFullName(contact) },
      ]);
    onAdded(key);
    onOpenChange(false);
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!add.isPending) onOpenChange(next);
        if (!next) add.reset();
      }}
      title="Add a new contact"
      {...(signedIn
        ? {}
        : { description: 'Kept on this device until you log in, then saved to your contacts.' })}
    >
      <ContactForm
        submitLabel="Add contact"
        onSubmit={submit}
        onCancel={() => onOpenChange(false)}
        saving={add.isPending}
        error={add.error}
      />
    </Modal>
  );
}
