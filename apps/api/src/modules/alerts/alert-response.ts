import {
  placeRoute,
  avalancheValidHours,
  nzDateOf,
  type AvalancheAlert,
  type DocAlert,
  type SiteAlert,
  type StaffSiteAlert,
  type WeatherAlert,
} from '@waymark/domain';
import type { avalancheAdvisories, siteAlerts } from '#api/db/schema/index.ts';
import { sanitiseHtml } from '#api/lib/sanitise-html.ts';
import type { DocAlertRow, MetserviceAlertRow, PlaceRow } from './alerts.queries.ts';
import type { listSiteAlerts } from './alerts.repository.ts';

/** Rows to the spec's alert entities, field by field: no raw column reaches a response. */

export function toWeatherAlert(row: MetserviceAlertRow): WeatherAlert {
  return {
    id: row.identifier,
    headline: row.headline,
    event: row.event as WeatherAlert['event'],
    severity: row.severity as WeatherAlert['severity'],
    area: { description: row.areaDescription },
    onset: row.onset?.toISOString() ?? null,
    expires: row.expires?.toISOString() ?? null,
    sent: row.sent.toISOString(),
    description: row.description,
    instruction: row.instruction,
    web: row.web,
    parameters: row.parameters,
  };
}

export function toDocAlert(row: DocAlertRow, place: Pick<PlaceRow, 'type' | 'slug' | 'title'>): DocAlert {
  return {
    id: row.id,
    heading: row.heading,
    detail: row.detail,
    display_date: row.displayDate,
    place: { type: place.type, slug: place.slug, title: place.title },
  };
}

export function toAvalancheAlert(
  row: typeof avalancheAdvisories.$inferSelect,
  region: string,
): AvalancheAlert {
  const ratings = row.altitudeDanger.map((band) => band.rating);
  return {
    id: row.id,
    region,
    created: row.created.toISOString(),
    valid_period: avalancheValidHours(row.validPeriodHours),
    last_edited: row.lastEdited.toISOString(),
    important_information: row.importantInformation,
    altitude_danger: row.altitudeDanger,
    level: Math.max(...ratings),
  };
}

export function toSiteAlert(row: typeof siteAlerts.$inferSelect): SiteAlert {
  return { id: row.id, alert_name: row.alertName, title: row.title, content: row.content };
}

/**
 * The closed alert of a place marked closed that no one has written one for (DOC's data closes
 * places without saying why): a closed place never looks open on its alerts page. It has no row,
 * so its id is the place's negated, which no stored alert has.
 */
export function closureNotice(place: Pick<PlaceRow, 'id' | 'type' | 'title' | 'infoLink'>): SiteAlert {
  const kind = placeRoute(place.type).label.toLowerCase();
  const where = place.infoLink
    ? `<a href="${encodeURI(place.infoLink)}">DOC’s page for this ${kind}</a>`
    : 'DOC';
  return {
    id: -place.id,
    alert_name: 'closed',
    title: `${place.title} is closed`,
    content: sanitiseHtml(
      `<p>DOC lists this ${kind} as closed: do not plan a trip here until it reopens. Check ${where} for the reason and any way around.</p>`,
    ),
  };
}

export type SiteAlertListRow = Awaited<ReturnType<typeof listSiteAlerts>>[number];

export function toStaffSiteAlert(row: SiteAlertListRow): StaffSiteAlert {
  return {
    id: row.id,
    kind: row.kind,
    alert_name: row.alertName,
    title: row.title,
    content: row.content,
    place:
      row.placeType && row.placeSlug
        ? { type: placeRoute(row.placeType).routeName, slug: row.placeSlug }
        : null,
    // It expires at the first moment it is no longer shown; the day before that moment is its last.
    until: row.expiresAt ? nzDateOf(new Date(row.expiresAt.getTime() - 1)) : null,
  };
}
