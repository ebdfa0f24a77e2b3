import {
  locationTypeOfPath,
  addDays,
  instantFromNzWallClock,
  type SiteAlertInput,
  type StaffSiteAlert,
} from '@waymark/domain';
import type { Database } from '#api/db/client.ts';
import { HttpError } from '#api/http/http-error.ts';
// Staff may write simple HTML; it gets the same allow-list as DOC's.
import { htmlToText, sanitiseHtml } from '#api/lib/sanitise-html.ts';
import { toStaffSiteAlert } from './alert-response.ts';
import { deleteSiteAlert, insertSiteAlert, listSiteAlerts, placeIdBySlug } from './alerts.repository.ts';

/** A site or closed alert is shown through the whole of its `until` day in New Zealand. */
function siteAlertExpiry(until: string): Date {
  return instantFromNzWallClock(addDays(until, 1));
}

/**
 * Site and closed alerts as staff enter them, through `npm run site-alert` or the admin API:
 * both go through here, so an alert means the same whichever way it came in.
 */
export function createSiteAlertsService(db: Database) {
  return {
    /** Stores an alert; a place that does not exist, or content that is all markup, is a 400. */
    async add(input: SiteAlertInput): Promise<StaffSiteAlert> {
      const { place } = input;
      const locationId = place ? await placeIdBySlug(db, locationTypeOfPath(place.type), place.slug) : null;
      if (locationId === undefined) throw HttpError.badRequest(`There is no ${place!.type} ${place!.slug}.`);
      const content = sanitiseHtml(input.content);
      if (!htmlToText(content)) {
        throw HttpError.badRequest('The content is empty once scripts and other unsafe HTML are taken out.');
      }
      const stored = {
        kind: input.kind,
        alertName: input.alert_name,
        title: input.title,
        content,
        expiresAt: input.until ? siteAlertExpiry(input.until) : null,
      };
      const id = await insertSiteAlert(db, { ...stored, locationId });
      return toStaffSiteAlert({
        id,
        ...stored,
        placeType: place ? locationTypeOfPath(place.type) : null,
        placeSlug: place?.slug ?? null,
      });
    },

    /** Every alert, expired ones included, newest first. */
    async list(): Promise<StaffSiteAlert[]> {
      return (await listSiteAlerts(db)).map(toStaffSiteAlert);
    },

    async remove(id: number): Promise<void> {
      if (!(await deleteSiteAlert(db, id))) throw HttpError.notFound(`There is no site alert ${id}.`);
    },
  };
}

export type SiteAlertsService = ReturnType<typeof createSiteAlertsService>;
