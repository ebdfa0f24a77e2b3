import { boundingBox } from '@waymark/domain';
import type { Database } from '#api/db/client.ts';
import { getText, type RefreshOutcome, type SourceRequest } from '#api/providers/alerts/source.ts';
import {
  parseCapAlert,
  parseCapIndex,
  type CapInfo,
  type CapMessage,
} from '#api/providers/alerts/metservice-cap.ts';
import { replaceMetserviceAlerts, type NewMetserviceAlert } from './alerts.repository.ts';

type CurrentAlert = CapMessage & { info: CapInfo };

/**
 * The alerts in force among the messages read: an Update replaces the alerts it references,
 * a Cancel removes them, and only real ("Actual") messages count, never tests or exercises.
 */
export function currentCapAlerts(messages: CapMessage[]): { current: CurrentAlert[]; superseded: string[] } {
  const actual = messages.filter((message) => message.status === 'Actual');
  const superseded = new Set(actual.flatMap((message) => message.references));
  const current = new Map<string, CurrentAlert>();
  for (const message of actual) {
    if (message.msgType !== 'Cancel' && message.info && !superseded.has(message.identifier)) {
      current.set(message.identifier, { ...message, info: message.info });
    }
  }
  return { current: [...current.values()], superseded: [...superseded] };
}

function toRow({ identifier, sent, msgType, info }: CurrentAlert, fetchedAt: Date): NewMetserviceAlert {
  return {
    identifier,
    sent: new Date(sent),
    msgType,
    headline: info.headline,
    event: info.event,
    severity: info.severity,
    onset: info.onset ? new Date(info.onset) : null,
    expires: info.expires ? new Date(info.expires) : null,
    description: info.description,
    instruction: info.instruction,
    web: info.web,
    parameters: info.parameters,
    areaDescription: info.areaDescription,
    polygons: info.polygons,
    ...boundingBox(info.polygons.flat()),
    fetchedAt,
  };
}

/**
 * Reads MetService's CAP index and every alert it lists, then stores the alerts in force. An
 * alert that cannot be read is rejected and its last good copy kept; an index that cannot be
 * read fails the whole refresh and changes nothing.
 */
export async function refreshMetserviceAlerts(
  db: Database,
  now: Date,
  request: SourceRequest & { indexUrl: string },
): Promise<RefreshOutcome> {
  const index = parseCapIndex(await getText(request.indexUrl, request), request.indexUrl);
  const read = await Promise.allSettled(
    index.map(async (entry) => parseCapAlert(await getText(entry.url, request))),
  );
  const messages = read.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const problems = read.flatMap((result) =>
    result.status === 'rejected' ? [(result.reason as Error).message] : [],
  );
  const { current, superseded } = currentCapAlerts(messages);
  await replaceMetserviceAlerts(db, {
    listed: index.map((entry) => entry.identifier),
    superseded,
    alerts: current.map((alert) => toRow(alert, now)),
  });
  return { stored: current.length, rejected: problems.length, problems };
}
