import {
  locationRoute,
  readsPrivateDetails,
  type Attachment,
  type Plan,
  type PlanRole,
} from '@waymark/domain';
import { toContact } from '#api/modules/contacts/contact-response.ts';
import { planDocumentPath } from './plan-links.ts';
import type {
  PlanContactRow,
  PlanOwnerRow,
  PlanPlaceRow,
  PlanRow,
  PlanShareRow,
} from './plans.repository.ts';

/** Everything a plan answer is made of besides its row. */
export type PlanParts = {
  place: PlanPlaceRow;
  owner: PlanOwnerRow | null;
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

const NO_VEHICLE: Plan['vehicle'] = { description: '', registration: '', parked_at: '' };

/**
 * A plan as the API shows it to one caller (spec 3 §3, decision 025). Email addresses are for the
 * owner and the editors. The vehicle and private documents are for the people on the plan;
 * whoever else holds the link (the person at home among them) reads the trip, who is on it with
 * their phones and what to do, not where the car is left while they are away.
 */
export function toPlan(row: PlanRow, parts: PlanParts, role: PlanRole): Plan {
  const insider = role === 'owner' || role === 'editor';
  const onThePlan = readsPrivateDetails(role);
  const contact = (c: PlanContactRow) => {
    const shown = toContact(c);
    return { ...shown, email: insider ? shown.email : '' };
  };
  // A private document has no address but its plan's (toAttachment): that is how it is told apart.
  const isPrivate = (document: Attachment) => document.url === planDocumentPath(row.guid, document.id);
  return {
    id: row.id,
    guid: row.guid,
    version: row.version,
    is_published: row.isPublished,
    is_complete: row.isComplete,
    acceptanceState: ACCEPTANCE[role],
    user: {
      id: row.userId,
      first_name: parts.owner?.firstName ?? '',
      last_name: parts.owner?.lastName ?? '',
      phone: parts.owner?.phone ?? '',
    },
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
    attachments: onThePlan ? parts.documents : parts.documents.filter((d) => !isPrivate(d)),
    date: row.date ?? null,
    gearList: row.gearList ?? null,
    grace_hours: row.graceHours,
    back_safe_at: row.backSafeAt?.toISOString() ?? null,
    private_details_shown: onThePlan,
    isShared: role === 'editor' || role === 'pending',
    isPendingInvitation: role === 'pending',
    ...row.safety,
    vehicle: onThePlan ? row.safety.vehicle : NO_VEHICLE,
  };
}
