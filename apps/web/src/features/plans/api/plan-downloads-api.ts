import { useMutation } from '@tanstack/react-query';
import { apiFile } from '@/lib/api-client.ts';
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
