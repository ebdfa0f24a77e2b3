import { pathFor } from '@waymark/domain';

/** The read-only plan's address, as mails, the PDF and the calendar event give it. */
export function readOnlyPlanUrl(publicUrl: string, guid: string): string {
  return `${publicUrl}${pathFor('plan-readonly', { guid })}`;
}

/** Where a plan's document is read through its plan: a private document's only address. */
export function planDocumentPath(guid: string, documentId: number): string {
  return `/api/v1/plan/${guid}/documents/${documentId}`;
}
