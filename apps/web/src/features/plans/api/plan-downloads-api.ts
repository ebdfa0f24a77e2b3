import { useMutation } from '@tanstack/react-query';
import type { Attachment } from '@waymark/domain';
import { API_PREFIX, apiFile } from '@/lib/api-client.ts';
import { saveFile } from '@/lib/save-file.ts';

/**
 * A plan's downloads for its owner (spec 3 §6, §7): the plan as a PDF, and the trip as a calendar
 * event. Both need the bearer token, so they are fetched and then saved, not linked to.
 */

export type PlanDownload = 'document' | 'calendar';

const DOWNLOADS: Record<PlanDownload, { path: (id: number) => string; fallbackName: string }> = {
  // The server names the file "Trip Plan - {name}.pdf"; the fallbacks are for a missing header.
  document: { path: (id) => `plan/${id}/download`, fallbackName: 'trip-plan.pdf' },
  // A plan without dates is refused with a 409 and the reason.
  calendar: { path: (id) => `plan/${id}/calendar.ics`, fallbackName: 'trip-plan.ics' },
};

/** Fetches one of a plan's downloads and hands it to the browser to save. */
export async function downloadPlan({ id, download }: { id: number; download: PlanDownload }): Promise<void> {
  const { path, fallbackName } = DOWNLOADS[download];
  saveFile(await apiFile(path(id)), fallbackName);
}

export function useDownloadPlan() {
  return useMutation({ mutationKey: ['plan', 'download'], mutationFn: downloadPlan });
}

/**
 * A private document is read only through its plan, and only by the people on it (decision 025):
 * its address is the API's, which needs the bearer token a plain link cannot send.
 */
export function isReadThroughItsPlan(document: Pick<Attachment, 'url'>): boolean {
  return document.url.startsWith(API_PREFIX);
}

/** Fetches a document read through its plan and hands it to the browser to save. */
export async function downloadPlanDocument(document: Pick<Attachment, 'url' | 'title'>): Promise<void> {
  saveFile(await apiFile(document.url.slice(API_PREFIX.length)), document.title);
}

export function useDownloadPlanDocument() {
  return useMutation({ mutationKey: ['plan', 'document'], mutationFn: downloadPlanDocument });
}
