import type { LngLat } from '@waymark/domain';
import ical from 'ical-generator';

export type PlanCalendarView = {
  /** Stable across downloads, so a calendar updates the event rather than adding another. */
  uid: string;
  productName: string;
  tripName: string;
  /** The point is null for a custom track with no markers: the event then has no map pin. */
  place: { title: string; point: LngLat | null };
  starts: Date;
  ends: Date;
  /** The plan's read-only page. */
  url: string;
  generatedAt: Date;
};

/**
 * The trip as one calendar event. Times are written in UTC (…Z): with a time zone label and no
 * time zone data, ical-generator would write the server's clock time under that label.
 */
export function planCalendar(view: PlanCalendarView): string {
  const calendar = ical({
    name: view.tripName,
    prodId: { company: view.productName, product: 'Trip plans', language: 'EN' },
  });
  const point = view.place.point;
  calendar.createEvent({
    id: view.uid,
    stamp: view.generatedAt,
    start: view.starts,
    end: view.ends,
    summary: view.tripName,
    location: point ? { title: view.place.title, geo: { lat: point[1], lon: point[0] } } : view.place.title,
    url: view.url,
    description: [
      `${view.tripName}: ${view.place.title}.`,
      `The trip plan: ${view.url}`,
      'If the group is overdue, call 111 and ask for the Police.',
    ].join('\n'),
  });
  return calendar.toString();
}
