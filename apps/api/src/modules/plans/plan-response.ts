import { locationRoute, type Attachment, type Plan, type PlanRole } from '@waymark/domain';
import { toContact } from '#api/modules/contacts/contact-response.ts';
import type { PlanContactRow, PlanPlaceRow, PlanRow, PlanShareRow } from './plans.repository.ts';

/** Everything a plan answer is made of besides its row. */
export type PlanParts = {
  place: PlanPlaceRow;
  ownerFirstName: string | null;
  members: PlanContactRow[];
  emergencyContact: PlanContactRow | undefined;
  shares: PlanShareRow[];
  documents: Attachment[];
};

const ACCEPTANCE: Record<PlanRole, Plan['acceptanceState']> = {
  owner: 'owner',
  editor: 'accepted',
  pending: 'pending',
  stranger: 'none',
  guest: 'none',
};

/**
 * A plan as the API shows it to one caller (spec 3 §3). Whoever reads it only by its link sees
 * the group and emergency contact by name, relationship and phone — what a search team or a
 * worried partner needs — but not their email addresses.
 */
export function toPlan(row: PlanRow, parts: PlanParts, role: PlanRole): Plan {
  const insider = role === 'owner' || role === 'editor';
  const contact = (c: PlanContactRow) => {
    const shown = toContact(c);
    return insider ? shown : { ...shown, email: '' };
  };
  return {
    id: row.id,
    guid: row.guid,
    version: row.version,
    is_published: row.isPublished,
    is_complete: row.isComplete,
    acceptanceState: ACCEPTANCE[role],
    user: { id: row.userId, first_name: parts.ownerFirstName ?? '' },
    editors: parts.shares.filter((s) => s.state === 'accepted').map((s) => s.userId),
    contacts: parts.members.map(contact),
    emergency_contact: parts.emergencyContact ? contact(parts.emergencyContact) : null,
    location: {
      id: parts.place.id,
      slug: parts.place.slug,
      title: parts.place.title,
      thumbnail: parts.place.thumbnail,
      singular_name: locationRoute(parts.place.type).routeName,
    },
    custom_trip_name: row.customTripName,
    note: row.note,
    daily_plans: row.dailyPlans,
    attachments: parts.documents,
    date: row.date ?? null,
    gearList: row.gearList ?? null,
    grace_hours: row.graceHours,
    back_safe_at: row.backSafeAt?.toISOString() ?? null,
    isShared: role === 'editor' || role === 'pending',
    isPendingInvitation: role === 'pending',
    ...row.safety,
  };
}
