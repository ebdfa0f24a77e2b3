import {
  CUSTOM_TRACK_KIND,
  planPlaceOf,
  plannerNameOf,
  tripInstants,
  tripNameOf,
  type Plan,
} from '@waymark/domain';
import type { AppContext } from '#api/app-context.ts';
import { HttpError } from '#api/http/http-error.ts';
import type { AlertsService } from '#api/modules/alerts/alerts.service.ts';
import type { CatalogueService } from '#api/modules/catalogue/catalogue.service.ts';
import type { CustomTracksService } from '#api/modules/custom-tracks/custom-tracks.service.ts';
import { findUserById } from '#api/modules/users/users.repository.ts';
import type { WeatherService } from '#api/modules/weather/weather.service.ts';
import { planCalendar } from './plan-calendar.ts';
import { renderPlanDocument, type DocumentContact, type PlanDocumentView } from './plan-document.ts';
import {
  catalogueDocumentPlace,
  customTrackDocumentPlace,
  planDocumentView,
  type DocumentPlace,
} from './plan-document-view.ts';
import { readOnlyPlanUrl } from './plan-links.ts';
import type { PlansService } from './plans.service.ts';

export const CALENDAR_NEEDS_DATES = 'Choose the trip dates before adding this plan to a calendar.';

export type PlanDownload = { filename: string; body: Buffer | string };

/**
 * The plan as files its owner takes away (spec 3 §6, §7): a document for whoever is left at home
 * and a calendar event. Who may download is the plans service's to decide; this adds the place,
 * its alerts and the forecast for the trip dates from their own services.
 */
export function createPlanDownloadsService(
  { config, clock, database }: Pick<AppContext, 'config' | 'clock' | 'database'>,
  services: {
    plans: PlansService;
    catalogue: CatalogueService;
    customTracks: CustomTracksService;
    alerts: AlertsService;
    weather: WeatherService;
  },
) {
  const readOnlyUrl = (plan: Plan) => readOnlyPlanUrl(config.publicUrl, plan.guid);
  const filename = (plan: Plan, extension: string) => `Trip Plan - ${tripNameOf(plan)}.${extension}`;
  // A plan's singular_name is its place route's name, so it always names a route.
  const placeOf = (plan: Plan) => planPlaceOf(plan)!;

  /** The plan's place as the document shows it, a catalogue place or a custom track. */
  async function placeFor(plan: Plan): Promise<DocumentPlace> {
    const { type, slug } = placeOf(plan);
    return type === CUSTOM_TRACK_KIND
      ? customTrackDocumentPlace(await services.customTracks.read(slug, undefined))
      : catalogueDocumentPlace(await services.catalogue.location(type, slug));
  }

  /** Who made the plan, in full and with their phone: the Police ask for everyone on the trip. */
  async function plannerOf(plan: Plan): Promise<DocumentContact> {
    // The plan's answer carries no email address of its maker; the owner's document does.
    const owner = await findUserById(database.db, plan.user.id);
    return {
      name: plannerNameOf(plan),
      relationship: 'Made this plan',
      phone: plan.user.phone,
      email: owner?.email ?? '',
    };
  }

  /** The plan in words, with its place, alerts and forecast for the trip dates as they are now. */
  async function documentView(plan: Plan): Promise<PlanDocumentView> {
    const { type, slug } = placeOf(plan);
    const trip = plan.date ? { start: plan.date.start, end: plan.date.end } : undefined;
    // A custom track's alerts and forecast are the ones its own pages show (alerts-custom).
    const [place, alerts, forecast, planner] = await Promise.all([
      placeFor(plan),
      type === CUSTOM_TRACK_KIND
        ? services.customTracks.alerts(slug, trip)
        : services.alerts.placeAlerts(type, slug, trip),
      type === CUSTOM_TRACK_KIND
        ? services.customTracks.forecast(slug, trip)
        : services.weather.placeForecast(type, slug, trip),
      plannerOf(plan),
    ]);
    return planDocumentView({
      plan,
      place,
      alerts,
      forecast,
      now: clock.now(),
      productName: config.productName,
      onlineUrl: plan.is_published ? readOnlyUrl(plan) : null,
      planner,
    });
  }

  return {
    documentView,

    /** The PDF of a plan as read by its owner: what the emergency contact's mail carries. */
    async pdfOf(plan: Plan, view: PlanDocumentView): Promise<PlanDownload> {
      return { filename: filename(plan, 'pdf'), body: await renderPlanDocument(view) };
    },

    async document(caller: number, id: number): Promise<PlanDownload> {
      const plan = await services.plans.forDownload(caller, id);
      return { filename: filename(plan, 'pdf'), body: await renderPlanDocument(await documentView(plan)) };
    },

    async calendar(caller: number, id: number): Promise<PlanDownload> {
      const plan = await services.plans.forDownload(caller, id);
      if (!plan.date) throw HttpError.conflict(CALENDAR_NEEDS_DATES);
      const place = await placeFor(plan);
      const { starts, ends } = tripInstants(plan.date);
      const body = planCalendar({
        uid: `plan-${plan.id}@${new URL(config.publicUrl).hostname}`,
        productName: config.productName,
        tripName: tripNameOf(plan),
        place: { title: place.title, point: place.geolocation },
        starts,
        ends,
        url: readOnlyUrl(plan),
        generatedAt: clock.now(),
      });
      return { filename: filename(plan, 'ics'), body };
    },
  };
}

export type PlanDownloadsService = ReturnType<typeof createPlanDownloadsService>;
