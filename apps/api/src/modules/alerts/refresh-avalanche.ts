import type { Database } from '#api/db/client.ts';
import { parseAvalancheForecasts, parseAvalancheRegions } from '#api/providers/alerts/avalanche-advisory.ts';
import { getText, type RefreshOutcome, type SourceRequest } from '#api/providers/alerts/source.ts';
// The advisory's HTML needs the same allow-list as DOC's; one sanitiser for both.
import { sanitiseHtml } from '#api/lib/sanitise-html.ts';
import { replaceAvalancheAdvisories } from './alerts.repository.ts';

/**
 * Reads the advisory's regions and forecasts, and replaces both only when both were read. Out
 * of season the forecast list is empty, which is an answer, not a failure.
 */
export async function refreshAvalancheAdvisories(
  db: Database,
  now: Date,
  request: SourceRequest & { baseUrl: string },
): Promise<RefreshOutcome> {
  const { regions, rejected: badRegions } = parseAvalancheRegions(
    await getText(`${request.baseUrl}/region`, request),
  );
  const { forecasts, rejected: badForecasts } = parseAvalancheForecasts(
    await getText(`${request.baseUrl}/forecast`, request),
  );
  const known = new Set(regions.map((region) => region.id));
  const placed = forecasts.filter((forecast) => known.has(forecast.regionId));
  const unplaced = forecasts.length - placed.length;
  await replaceAvalancheAdvisories(
    db,
    regions.map((region) => ({ ...region, fetchedAt: now })),
    placed.map((forecast) => ({
      ...forecast,
      importantInformation: sanitiseHtml(forecast.importantInformation),
      fetchedAt: now,
    })),
  );
  const problems = [
    badRegions ? `${badRegions} regions without an id, title or position` : '',
    badForecasts ? `${badForecasts} forecasts without an id, region, time or danger ratings` : '',
    unplaced ? `${unplaced} forecasts for regions the region list does not hold` : '',
  ].filter(Boolean);
  return { stored: placed.length, rejected: badRegions + badForecasts + unplaced, problems };
}
