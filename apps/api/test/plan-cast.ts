import { addDays, ContactSavedSchema, nzDateOf, type PlanDate, type Token } from '@waymark/domain';
import type { Logger } from 'pino';
import { afterAll, beforeAll, expect } from 'vitest';
import { placeIdBySlug } from '#api/modules/alerts/alerts.repository.ts';
import { DEMO_CATALOGUE } from '#api/modules/catalogue/demo/demo-catalogue.ts';
import { seedDemoCatalogue } from '#api/modules/catalogue/demo/seed-demo-catalogue.ts';
import { activeUser, bearer } from './accounts-helpers.ts';
import { createTestContext, type TestContext } from './test-context.ts';

/** The people the plan tests play (spec 3 §6): an owner, an editor, an invitee, a stranger and a guest. */
export type PlanCaller = 'owner' | 'editor' | 'invitee' | 'stranger' | 'guest';
type Member = Exclude<PlanCaller, 'guest'>;

const time = (hour: string, meridiem: 'AM' | 'PM') => ({ hour, minute: '00', meridiem, valid: true });

/**
 * One server with the demo catalogue and an account for each member of the cast, made before
 * the file's tests and closed after them. `prefix` keeps each file's addresses its own; `env`
 * is read when the server is made, after the file's own beforeAll hooks have run; `log`, when
 * given, receives what the server logs.
 */
export function planCast(
  prefix: string,
  env: () => Record<string, string> = () => ({}),
  options: { log?: Logger } = {},
) {
  const emails: Record<Member, string> = {
    owner: `${prefix}-owner@example.nz`,
    editor: `${prefix}-editor@example.nz`,
    invitee: `${prefix}-invitee@example.nz`,
    stranger: `${prefix}-stranger@example.nz`,
  };
  const token = {} as Record<Member, Token>;
  const cast = {
    EMAILS: emails,
    token,
    /** Set before the tests run. */
    ctx: undefined as unknown as TestContext,
    /** The Routeburn Track's id, set before the tests run. */
    routeburn: 0,

    call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, caller: PlanCaller, payload?: object) {
      return cast.ctx.app.inject({
        method,
        url: `/api/v1/${url}`,
        ...(caller === 'guest' ? {} : { headers: bearer(token[caller]) }),
        ...(payload ? { payload } : {}),
      });
    },

    /** A three-day trip starting `inDays` New Zealand days from the test clock's today. */
    tripIn(inDays: number): PlanDate {
      const start = addDays(nzDateOf(cast.ctx.clock.now()), inDays);
      return { start, end: addDays(start, 2), start_time: time('08', 'AM'), end_time: time('04', 'PM') };
    },

    /** The owner as the people at home would name them: in full, with a phone. */
    async giveOwnerAProfile(): Promise<void> {
      const profile = await cast.call('PUT', 'user', 'owner', {
        firstname: 'Aroha',
        lastname: 'Walker',
        gender: 'Prefer not to say',
        level: 'Intermediate',
        phone: '027 555 0199',
      });
      expect(profile.statusCode, profile.body).toBe(200);
    },

    async addContact(owner: PlanCaller, fields: object): Promise<number> {
      const res = await cast.call('POST', 'user/contact', owner, fields);
      expect(res.statusCode, res.body).toBe(201);
      return ContactSavedSchema.parse(res.json()).new_contact.id;
    },
  };

  beforeAll(async () => {
    cast.ctx = await createTestContext(env(), options);
    await seedDemoCatalogue(cast.ctx.database.db, DEMO_CATALOGUE);
    cast.routeburn = (await placeIdBySlug(cast.ctx.database.db, 'Track', 'routeburn-track'))!;
    for (const [who, email] of Object.entries(emails))
      token[who as Member] = await activeUser(cast.ctx, email);
  });
  afterAll(() => cast.ctx.close());

  return cast;
}
