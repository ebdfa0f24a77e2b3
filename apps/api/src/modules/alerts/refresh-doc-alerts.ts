import { createHash } from 'node:crypto';
import type { Database } from '#api/db/client.ts';
import { DOC_ALERT_ENDPOINTS, parseDocAlerts, type DocAssetAlert } from '#api/providers/alerts/doc-alerts.ts';
import {
  getText,
  SourceError,
  type RefreshOutcome,
  type SourceRequest,
} from '#api/providers/alerts/source.ts';
// DOC's HTML needs the same allow-list as the catalogue's DOC fields; one sanitiser for both.
import { sanitiseHtml } from '#api/lib/sanitise-html.ts';
import { replaceDocAlerts, type NewDocAlert } from './alerts.repository.ts';

/** The same alert keeps its id across refreshes, so a page (or a notification) can refer to it. */
function docAlertId(alert: DocAssetAlert): string {
  const fields = [alert.assetType, alert.assetKey, alert.heading, alert.displayDate ?? '', alert.detail];
  return createHash('sha256').update(fields.join('\u0000')).digest('hex').slice(0, 24);
}

function toRow(alert: DocAssetAlert, fetchedAt: Date): NewDocAlert {
  return {
    id: docAlertId(alert),
    assetType: alert.assetType,
    assetKey: alert.assetKey,
    assetName: alert.assetName,
    heading: alert.heading,
    detail: sanitiseHtml(alert.detail),
    displayDate: alert.displayDate,
    fetchedAt,
  };
}

/**
 * Reads DOC's track, hut and campsite alerts. Each endpoint replaces only its own kind, so one
 * that fails keeps its last good alerts while the others update; all three failing is a failure.
 */
export async function refreshDocAlerts(
  db: Database,
  now: Date,
  request: SourceRequest & { baseUrl: string; apiKey: string | undefined },
): Promise<RefreshOutcome> {
  if (!request.apiKey)
    throw new SourceError('DOC alerts need DOC_API_KEY (a free key from https://api.doc.govt.nz)');
  const outcome: RefreshOutcome = { stored: 0, rejected: 0, problems: [] };
  let failed = 0;
  for (const { assetType, path } of DOC_ALERT_ENDPOINTS) {
    try {
      const body = await getText(`${request.baseUrl}${path}`, {
        ...request,
        headers: { 'x-api-key': request.apiKey, accept: 'application/json' },
      });
      const { alerts, rejected } = parseDocAlerts(body, assetType);
      await replaceDocAlerts(
        db,
        assetType,
        alerts.map((alert) => toRow(alert, now)),
      );
      outcome.stored += alerts.length;
      outcome.rejected += rejected;
      if (rejected) outcome.problems.push(`${path}: ${rejected} alerts without an asset id or heading`);
    } catch (error) {
      if (!(error instanceof SourceError)) throw error;
      failed += 1;
      outcome.problems.push(error.message);
    }
  }
  if (failed === DOC_ALERT_ENDPOINTS.length) throw new SourceError(outcome.problems.join('; '));
  return outcome;
}
