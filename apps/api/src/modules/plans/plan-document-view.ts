import {
  addDays,
  CUSTOM_TRACK_ROUTE,
  customTrackLine,
  alarmInstant,
  graceLabel,
  avalancheRatingName,
  EMERGENCY_EQUIPMENT_NAMES,
  forecastIcon,
  formatClock,
  formatForecastDate,
  formatIssuedTime,
  formatLongDate,
  lineParts,
  NO_ALERTS_TITLE,
  NO_FORECAST_TITLE,
  planDatesOf,
  tripDayCount,
  tripNameOf,
  weatherSeverityColour,
  type AlertGroups,
  type Contact,
  type DailyPlan,
  type CustomTrack,
  type ForecastSet,
  type LngLat,
  type Location,
  type Plan,
  type PlanDate,
} from '@waymark/domain';
import { htmlToText } from '#api/lib/sanitise-html.ts';
import type { DocumentContact, DocumentItem, PlanDocumentView } from './plan-document.ts';

/**
 * What the document shows of the plan's place: a catalogue place as the catalogue answers it,
 * or a custom track made to look the same (customTrackDocumentPlace).
 */
export type DocumentPlace = Pick<
  Location,
  'title' | 'singular_name' | 'regions' | 'distance' | 'walking_duration' | 'geojson'
> & {
  geolocation: LngLat | null;
  /** Where the line on the map comes from, in a sentence. */
  lineSource: string;
};

/** The catalogue's line is DOC's. */
export function catalogueDocumentPlace(place: Location): DocumentPlace {
  return { ...place, lineSource: 'The line is the track as mapped by the Department of Conservation.' };
}

/** A custom track's line is the one its walker drew, from marker to marker. */
export function customTrackDocumentPlace(track: CustomTrack): DocumentPlace {
  const line = customTrackLine(track.markers);
  return {
    title: track.title,
    singular_name: CUSTOM_TRACK_ROUTE.label,
    regions: [],
    distance: track.distance,
    walking_duration: null,
    geojson: line.length >= 2 ? { type: 'LineString', coordinates: line } : null,
    geolocation: line[0] ?? null,
    lineSource: 'The line is a custom track drawn by a walker, not a mapped track.',
  };
}

/** Everything the trip-plan document is made from, as the services answer it. */
export type PlanDocumentSources = {
  plan: Plan;
  place: DocumentPlace;
  alerts: AlertGroups;
  forecast: ForecastSet;
  now: Date;
  productName: string;
  /** The read-only page's address, or null while the plan is not shared. */
  onlineUrl: string | null;
  /** Who made the plan, as their profile has it (a plan's answer names them by first name only). */
  planner: DocumentContact;
};

/** Words the trip-plan document: dates written out in full, alerts and forecast as plain text. */
export function planDocumentView({
  plan,
  place,
  alerts,
  forecast,
  now,
  productName,
  onlineUrl,
  planner,
}: PlanDocumentSources): PlanDocumentView {
  const generatedAt = formatIssuedTime(now);
  return {
    productName,
    tripName: tripNameOf(plan),
    place: {
      title: place.title,
      summary: [
        place.singular_name,
        place.regions.map((region) => region.title).join(', '),
        place.distance === null ? '' : `${place.distance} km`,
        place.walking_duration ?? '',
      ]
        .filter(Boolean)
        .join(' · '),
    },
    route: {
      lines: lineParts(place.geojson),
      point: place.geolocation,
      pointName: place.singular_name,
      source: place.lineSource,
    },
    when: plan.date && whenOf(plan, plan.date, productName),
    planner,
    group: plan.contacts.map(documentContact),
    emergencyContact: plan.emergency_contact && documentContact(plan.emergency_contact),
    dailyPlans: dailyPlanItems(plan.daily_plans, plan.date),
    note: plan.note,
    vehicle: {
      description: plan.vehicle.description,
      registration: plan.vehicle.registration,
      parkedAt: plan.vehicle.parked_at,
    },
    equipment: Object.entries(EMERGENCY_EQUIPMENT_NAMES).map(([key, name]) => ({
      name,
      carried: plan.emergency_equipment[key as keyof typeof EMERGENCY_EQUIPMENT_NAMES],
    })),
    alternativeRoute: plan.alternative_route,
    gear: gearItems(plan),
    alerts: alertItems(alerts, generatedAt),
    forecast: forecastItems(forecast),
    generatedAt,
    onlineUrl,
  };
}

function whenOf(plan: Plan, date: PlanDate, productName: string): NonNullable<PlanDocumentView['when']> {
  const { start_time, end_time } = planDatesOf(date);
  const days = tripDayCount(date);
  // The alarm is armed once the plan is shared with an emergency contact who has an address.
  const armed = plan.is_published && Boolean(plan.emergency_contact?.email);
  return {
    starts: `${formatLongDate(date.start)}, ${formatClock(start_time)}`,
    expectedOut: `${formatLongDate(date.end)}, ${formatClock(end_time)}`,
    length: days === 1 ? '1 day' : `${days} days`,
    alarm: armed
      ? `${formatIssuedTime(alarmInstant(date, plan.grace_hours))}, ${graceLabel(plan.grace_hours)} after the expected end, if nobody has checked in with ${productName}`
      : null,
  };
}

function documentContact(contact: Contact): DocumentContact {
  return {
    name: contact.fullname,
    relationship: contact.relationship,
    phone: contact.phone,
    email: contact.email,
  };
}

function dailyPlanItems(days: DailyPlan[], date: PlanDate | null): DocumentItem[] {
  return [...days]
    .sort((a, b) => a.day_index - b.day_index)
    .map((day) => {
      const from = day.start_location.trim();
      const to = day.end_location.trim();
      const way = from && to ? `${from} → ${to}` : from ? `From ${from}` : to ? `To ${to}` : '';
      const when = date ? ` — ${formatLongDate(addDays(date.start, day.day_index))}` : '';
      return {
        title: `Day ${day.day_index + 1}${when}`,
        text: [way, day.notes.trim()].filter(Boolean).join('\n'),
      };
    })
    .filter((item) => item.text);
}

/** The plan's gear by category, without the empty lines a list being written keeps. */
function gearItems(plan: Plan): PlanDocumentView['gear'] {
  return (plan.gearList?.list ?? []).map((category) => ({
    title: category.title,
    items: category.items
      .filter((item) => item.title.trim() !== '')
      .map((item) => ({ title: item.title, packed: item.packed })),
  }));
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function alertItems(alerts: AlertGroups, generatedAt: string): PlanDocumentView['alerts'] {
  const doc = [...alerts.doc, ...alerts.huts, ...alerts.campsites];
  const items: DocumentItem[] = [
    ...alerts.closedAlerts.map((a) => ({ title: `Closed: ${a.title}`, text: htmlToText(a.content) })),
    ...alerts.site.map((a) => ({ title: a.title, text: htmlToText(a.content) })),
    ...alerts.metservice.map((a) => ({
      title: `${capitalised(weatherSeverityColour(a.severity))} weather warning (MetService): ${a.headline}`,
      text: [
        a.onset && a.expires
          ? `From ${formatIssuedTime(a.onset)} to ${formatIssuedTime(a.expires)}. ${a.area.description}`
          : a.area.description,
        a.description,
      ]
        .filter(Boolean)
        .join('\n'),
    })),
    ...doc.map((a) => ({
      title: `${a.heading} (DOC, ${a.place.title})`,
      text: htmlToText(a.detail),
    })),
    ...alerts.nzaa.map((a) => ({
      title: `Avalanche advisory, ${a.region}: ${avalancheRatingName(a.level)}`,
      text: htmlToText(a.important_information),
    })),
  ];
  return {
    intro:
      items.length === 0
        ? `${NO_ALERTS_TITLE} (checked ${generatedAt}).`
        : `In force for the trip dates when this plan was made (${generatedAt}). Newer alerts may have been issued since.`,
    items,
  };
}

const FORECAST_NAMES: Record<ForecastSet['type'], string> = {
  alpine: 'Alpine forecast',
  forecast: 'Forecast',
  regional: 'Regional forecast',
};

function forecastItems(forecast: ForecastSet): PlanDocumentView['forecast'] {
  if (forecast.forecasts.length === 0 || !forecast.issued)
    return { intro: `${NO_FORECAST_TITLE}.`, items: [] };
  const temperature = (min: number | null, max: number | null) =>
    min === null || max === null ? '' : `${Math.round(min)} to ${Math.round(max)}°C.`;
  return {
    intro: `${FORECAST_NAMES[forecast.type]} issued ${formatIssuedTime(forecast.issued)}. Weather data by Open-Meteo.com (CC BY 4.0).`,
    items: forecast.forecasts.map((day) => ({
      title: `${formatForecastDate(day.date)}: ${forecastIcon(day.forecast_word).label}`,
      text: [
        [temperature(day.min_temp, day.max_temp), day.description].filter(Boolean).join(' '),
        ...day.wind.map((wind) => `${wind.description}: ${wind.forecast}`),
        ...day.hazards.map((hazard) => `${hazard.displayName}: ${hazard.impactStatement}`),
        day.freezing_level === null ? '' : `Freezing level ${day.freezing_level} m.`,
        day.sunrise && day.sunset ? `Sunrise ${day.sunrise}, sunset ${day.sunset}.` : '',
      ]
        .filter(Boolean)
        .join('\n'),
    })),
  };
}
