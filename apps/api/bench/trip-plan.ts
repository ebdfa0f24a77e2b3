import {
  addDays,
  ContactSavedSchema,
  nzDateOf,
  pathFor,
  PlanSchema,
  type ContactInput,
  type PlanInput,
  type PlanTime,
} from '@waymark/domain';
import { loadConfig } from '#api/config.ts';
import { openConfiguredDatabase } from '#api/db/open-configured-database.ts';
import { placeIdBySlug } from '#api/modules/alerts/alerts.repository.ts';
import { DEMO_CATALOGUE } from '#api/modules/catalogue/demo/demo-catalogue.ts';
import { DEMO_PLACE_NAMES } from '#api/modules/catalogue/demo/demo-place-names.ts';
import { seedDemoCatalogue } from '#api/modules/catalogue/demo/seed-demo-catalogue.ts';
import { activeUser, bearer } from '#test/accounts-helpers.ts';
import { createTestContext } from '#test/test-context.ts';

const time = (hour: string, meridiem: 'AM' | 'PM'): PlanTime => ({
  hour,
  minute: '00',
  meridiem,
  valid: true,
});

/**
 * A published trip plan for the Routeburn Track, with an emergency contact, in the embedded
 * database `npm start` opens for DATA_DIR `dataDir`; the path of its read-only page. It is made
 * before the server starts because only one process may open a PGlite folder: the demo catalogue
 * as the server seeds it (the server then leaves it be), then an account, activated from its
 * mail, and the plan, all through the API's own routes in this process.
 */
export async function publishedTripPlan(dataDir: string): Promise<string> {
  const database = await openConfiguredDatabase(loadConfig({ DATA_DIR: dataDir }));
  try {
    await seedDemoCatalogue(database.db, DEMO_CATALOGUE, DEMO_PLACE_NAMES);
    const routeburn = await placeIdBySlug(database.db, 'Track', 'routeburn-track');
    if (!routeburn) throw new Error('The demo catalogue has no Routeburn Track');
    // No refresh jobs: they would reach for the alert and weather sources as the app starts.
    const ctx = await createTestContext({ REFRESH_JOBS: 'false' }, { database });
    try {
      const walker = await activeUser(ctx, 'bench-walker@example.nz');
      const post = async (url: string, payload: object) => {
        const res = await ctx.app.inject({
          method: 'POST',
          url: `/api/v1/${url}`,
          headers: bearer(walker),
          payload,
        });
        if (res.statusCode !== 201) throw new Error(`POST ${url} answered ${res.statusCode}: ${res.body}`);
        return res.json() as unknown;
      };
      const emergencyContact = ContactSavedSchema.parse(
        await post('user/contact', {
          first_name: 'Moana',
          last_name: 'Home',
          email: 'moana@example.nz',
          phone: '021 555 0111',
        } satisfies ContactInput),
      ).new_contact;
      const start = addDays(nzDateOf(new Date()), 10);
      const plan = PlanSchema.parse(
        await post('plan', {
          location: { id: routeburn },
          custom_trip_name: 'Routeburn in three days',
          note: 'Back by Friday evening.',
          date: { start, end: addDays(start, 2), start_time: time('08', 'AM'), end_time: time('04', 'PM') },
          emergency_contact: emergencyContact.id,
          is_published: true,
        } satisfies Partial<PlanInput>),
      );
      return pathFor('plan-readonly', { guid: plan.guid });
    } finally {
      await ctx.close();
    }
  } finally {
    await database.close();
  }
}
