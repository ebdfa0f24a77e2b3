import { contactFullName, isAdultContact, type Contact } from '@waymark/domain';
import type { ContactRow } from './contacts.repository.ts';

/** A contact as the API shows it (spec 3 §3). */
export function toContact(row: ContactRow): Contact {
  const fields = { first_name: row.firstName, last_name: row.lastName, email: row.email, phone: row.phone };
  return {
    id: row.id,
    ...fields,
    relationship: row.relationship,
    portrait: null,
    adult: isAdultContact(fields),
    fullname: contactFullName(fields),
  };
}
