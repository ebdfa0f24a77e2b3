import { createHash } from 'node:crypto';
import {
  alertChanges,
  CUSTOM_TRACK_KIND,
  describeAlertChange,
  tripInstants,
  type AlertGroups,
  type AlertSnapshot,
  type PlanDate,
} from '@waymark/domain';
import type { AppContext } from '#api/app-context.ts';
import type { AlertsService } from '#api/modules/alerts/alerts.service.ts';
import { findCustomTrack } from '#api/modules/custom-tracks/custom-tracks.repository.ts';
import { customTrackAlerts } from '#api/modules/custom-tracks/custom-tracks.service.ts';
import { placeOfPlan, sharesOfPlans, type PlanRow } from '#api/modules/plans/plans.repository.ts';
import { scheduleNotifications, userRecipient } from './notifications.repository.ts';
import { lockedWatch, saveWatch, watchedTrips } from './trip-alert-watch.repository.ts';

const shortHash = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 22);

/** The weather warnings and DOC alerts a trip is told about, as a snapshot to compare. */
export function alertSnapshot(alerts: AlertGroups): AlertSnapshot {
  const snapshot: AlertSnapshot = {};
  for (const warning of alerts.metservice)
    snapshot[`metservice:${warning.id}`] = {
      source: 'metservice',
      title: warning.headline,
      version: warning.sent,
      expires: warning.expires,
      event: warning.event,
    };
  for (const alert of [...alerts.doc, ...alerts.huts, ...alerts.campsites])
    snapshot[`doc:${alert.id}`] = {
      source: 'doc',
      title: `${alert.heading} (${alert.place.title})`,
      version: shortHash(`${alert.heading}\n${alert.detail}`),
      expires: null,
    };
  return snapshot;
}

/**
 * Tells the people on a published trip when a refresh brings a new, updated or withdrawn weather
 * warning or DOC alert for its place and dates (issue 14). Each trip keeps the alerts it was last
 * seen with; a change is queued once per recipient, keyed by what changed, so the same change
 * found twice (two refreshes, two servers) is one notice.
 */
export function createTripAlertWatch(
  { database: { db }, clock }: Pick<AppContext, 'database' | 'clock'>,
  alerts: AlertsService,
) {
  async function currentAlerts(plan: PlanRow & { date: PlanDate }): Promise<AlertSnapshot> {
    const place = await placeOfPlan(db, plan);
    const trip = { start: plan.date.start, end: plan.date.end };
    // A trip on a custom track is watched along the track, as its alerts page shows it.
    const groups =
      place.type === CUSTOM_TRACK_KIND
        ? customTrackAlerts(alerts, (await findCustomTrack(db, place.slug))!.markers, trip)
        : alerts.placeAlerts(place.type, place.slug, trip);
    return alertSnapshot(await groups);
  }

  /** Saves what the trip sees now; unless `quietly`, queues a notice of what changed since last time. */
  async function watch(plan: PlanRow & { date: PlanDate }, now: Date, quietly: boolean): Promise<number> {
    const seen = await currentAlerts(plan);
    return db.transaction(async (tx) => {
      const before = await lockedWatch(tx, plan.id);
      await saveWatch(tx, plan.id, seen, now);
      if (quietly || !before) return 0;
      const changes = alertChanges(before, seen, now);
      if (changes.length === 0) return 0;
      const editors = (await sharesOfPlans(tx, [plan.id])).filter((share) => share.state === 'accepted');
      const version = shortHash(changes.map((c) => `${c.change}|${c.key}|${c.alert.version}`).join('\n'));
      const payload = { changes: changes.map(describeAlertChange) };
      await scheduleNotifications(
        tx,
        [plan.userId, ...editors.map((share) => share.userId)].map((userId) => ({
          planId: plan.id,
          kind: 'changed-alert' as const,
          recipient: userRecipient(userId),
          version,
          dueAt: now,
          payload,
        })),
      );
      return changes.length;
    });
  }

  const isWatched = (plan: PlanRow, now: Date): plan is PlanRow & { date: PlanDate } =>
    plan.date !== null && tripInstants(plan.date).ends > now;

  return {
    /**
     * The alerts a trip is saved with, published or changed: what the walker has just seen in
     * the editor is not news, so later changes are measured from here.
     */
    async baseline(plan: PlanRow): Promise<void> {
      const now = clock.now();
      if (plan.isPublished && isWatched(plan, now)) await watch(plan, now, true);
    },

    /** After an alert refresh: every watched trip compared with what it last saw. */
    async watchAll(): Promise<{ trips: number; changes: number }> {
      const now = clock.now();
      const trips = (await watchedTrips(db)).filter((plan) => isWatched(plan, now));
      let changes = 0;
      for (const plan of trips) changes += await watch(plan, now, false);
      return { trips: trips.length, changes };
    },
  };
}

export type TripAlertWatch = ReturnType<typeof createTripAlertWatch>;
