import { CONTACT_EMAIL_FIXED, type Contact, type ContactInput } from '@waymark/domain';
import type { Database } from '#api/db/client.ts';
import { HttpError } from '#api/http/http-error.ts';
import { toContact } from './contact-response.ts';
import {
  contactsOf,
  deleteContact,
  findOwnContact,
  insertContact,
  plansWithContact,
  updateContact,
} from './contacts.repository.ts';

const NOT_YOURS = 'We could not find that contact in your contacts.';
export const contactOnLiveTripMessage = (name: string, trips: readonly string[]) =>
  `${name} is on your published trip ${trips.length === 1 ? 'plan' : 'plans'} ${trips
    .map((trip) => `“${trip}”`)
    .join(
      ', ',
    )}, which someone at home relies on. Take them off ${trips.length === 1 ? 'that plan' : 'those plans'} first, or mark the trip complete.`;

function fieldsOf(input: ContactInput) {
  return {
    firstName: input.first_name,
    lastName: input.last_name,
    email: (input.email ?? '').toLowerCase(),
    phone: input.phone ?? '',
    relationship: input.relationship ?? '',
  };
}

/**
 * A person's own contacts (spec 3 My Contacts). Only the owner reaches a contact: another
 * person's id answers as if it did not exist, so ids reveal nothing.
 */
export function createContactsService(db: Database) {
  async function ownContact(userId: number, id: number, tx: Database = db) {
    const row = await findOwnContact(tx, userId, id);
    if (!row) throw HttpError.notFound(NOT_YOURS);
    return row;
  }

  return {
    async list(userId: number): Promise<Contact[]> {
      return (await contactsOf(db, userId)).map(toContact);
    },

    async add(userId: number, input: ContactInput): Promise<Contact> {
      return toContact(await insertContact(db, userId, fieldsOf(input)));
    },

    /** Spec 3 §5: a contact's email is read-only once it has one. */
    async update(userId: number, id: number, input: ContactInput): Promise<void> {
      const existing = await ownContact(userId, id);
      const fields = fieldsOf(input);
      if (existing.email && fields.email !== existing.email) throw HttpError.badRequest(CONTACT_EMAIL_FIXED);
      await updateContact(db, id, fields);
    },

    /**
     * A contact on a trip whose safety net is on is not deleted from under it: the plan says who
     * is out there and who is told (decision 024). Drafts and finished trips just lose them.
     */
    async remove(userId: number, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const contact = await ownContact(userId, id, tx);
        const live = (await plansWithContact(tx, id)).filter((plan) => plan.safetyNetOn);
        if (live.length > 0)
          throw HttpError.conflict(
            contactOnLiveTripMessage(
              `${contact.firstName} ${contact.lastName}`,
              live.map((plan) => plan.name),
            ),
          );
        await deleteContact(tx, id);
      });
    },
  };
}

export type ContactsService = ReturnType<typeof createContactsService>;
