import type { Contact, User } from '@waymark/domain';
import type { UserRow } from './users.repository.ts';

/** The user as the API shows it: explicit fields, never the password hash. */
export function toUserResponse(
  row: UserRow,
  { contacts, trips, wishlist }: { contacts: Contact[]; trips: User['plans']; wishlist: User['wishlist'] },
): User {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    gender: row.gender,
    dob: row.dob,
    level: row.level,
    portrait: row.portraitUrl ? { url: row.portraitUrl } : null,
    notifications: row.notifications,
    inited: row.inited,
    verified: row.verified,
    pending_email: row.pendingEmail,
    role: row.role,
    plans: trips,
    wishlist,
    wishlisted: wishlist,
    contacts,
  };
}
