import type { AnalyticsEventName, AnalyticsEventProperties } from '@waymark/domain';
import { api } from './api-client.ts';

export type { AnalyticsEventName };

/** The spec's "method" of a login or registration: this is the website, not the native app. */
export const ANALYTICS_METHOD = 'website';

/**
 * Records a first-party analytics event (spec 1 §7) with POST /api/v1/events. Fire and
 * forget: an event that cannot be recorded never stops what the person is doing, and a
 * rejected beacon says nothing about their session.
 */
export function trackEvent<N extends AnalyticsEventName>(
  name: N,
  // Events with no properties (guest_login) are sent without any.
  ...[properties]: undefined extends AnalyticsEventProperties<N>
    ? [properties?: AnalyticsEventProperties<N>]
    : [properties: AnalyticsEventProperties<N>]
): void {
  api('events', {
    json: { name, properties: properties ?? {} },
    keepalive: true,
    keepSessionOn401: true,
  }).catch(() => {
    // Analytics is best effort.
  });
}
