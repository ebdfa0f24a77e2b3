import { contactFullName } from '@waymark/domain';
import { useMemo } from 'react';
import { useAppStore } from '@/lib/app-store.ts';
import type { ContactKey, WorkingPlan } from '@/lib/app-store.ts';

/** Someone who may go on the plan: a saved contact, or one made on this device while logged out. */
export type PlanPerson = { id: ContactKey; fullname: string; email: string; relationship: string };

/**
 * The people the editor offers: the signed-in person's contacts, or a guest's contacts kept on
 * this device, plus anyone already on the plan (an editor sees the owner's choices by name).
 */
export function usePlanPeople(plan: WorkingPlan): PlanPerson[] {
  const user = useAppStore((state) => state.user);
  const temporary = useAppStore((state) => state.temporaryContacts);
  return useMemo(() => {
    const people: PlanPerson[] = user
      ? [...user.contacts]
      : temporary.map((contact) => ({
          id: contact.key,
          fullname: contact.fullname || contactFullName(contact),
          email: contact.email ?? '',
          relationship: contact.relationship ?? '',
        }));
    for (const contact of plan.plan_contacts ?? []) {
      if (!people.some((person) => person.id === contact.id)) people.push(contact);
    }
    return people;
  }, [user, temporary, plan.plan_contacts]);
}
