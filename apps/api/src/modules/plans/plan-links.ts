import { pathFor } from '@waymark/domain';

/** The read-only plan's address, as mails, the PDF and the calendar event give it. */
export function readOnlyPlanUrl(publicUrl: string, guid: string): string {
  return `${publicUrl}${pathFor('plan-readonly', { guid })}`;
}
