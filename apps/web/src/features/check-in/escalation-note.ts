import { formatMoment } from '@waymark/domain';
import type { CheckIn } from '@waymark/domain';

/**
 * What happens if nobody checks in, as the check-in page says it. The page never has the
 * contact's name (the token's holder may not be the owner), so it says "your emergency contact".
 */
export function escalationNote(
  checkIn: Pick<CheckIn, 'alarm' | 'has_emergency_contact' | 'escalated'>,
  now: Date,
): string {
  if (!checkIn.has_emergency_contact) {
    return 'This trip has no emergency contact, so nobody will be emailed if you do not check in.';
  }
  if (checkIn.escalated) {
    return 'Nobody checked in in time, so your emergency contact has been told you are overdue. Check in as soon as you are back and we will tell them you are safe.';
  }
  const alarm = formatMoment(checkIn.alarm);
  if (now < new Date(checkIn.alarm)) {
    return `If nobody checks in by ${alarm}, we will email your emergency contact.`;
  }
  return `Nobody has checked in since ${alarm}, so we are about to email your emergency contact. Check in now if you are back.`;
}
