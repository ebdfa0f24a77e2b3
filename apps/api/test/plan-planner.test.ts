import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PlanSchema, tripSchedule } from '@waymark/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { emailsTo } from './accounts-helpers.ts';
import { planCast } from './plan-cast.ts';

/**
 * Issue 28 item 1: the plan names the person who is missing. Its maker is the first person of the
 * group everywhere the plan is shown or sent — the page, the PDF, the reminders and the escalation
 * — in full and with the phone of their profile.
 */

const cast = planCast('planner');
const { call, tripIn, addContact } = cast;
const run = promisify(execFile);
const workDir = mkdtempSync(path.join(tmpdir(), 'waymark-plan-planner-'));
const HOME = 'planner-home@example.nz';

afterAll(() => rmSync(workDir, { recursive: true, force: true }));
beforeAll(() => cast.giveOwnerAProfile());

describe('a published plan with one group member', () => {
  test('names its maker first, in full with their phone, on the page, in the PDF, the reminder and the escalation', async () => {
    const member = await addContact('owner', {
      first_name: 'Eru',
      last_name: 'Tama',
      email: 'eru@example.nz',
      phone: '021 555 0123',
    });
    const home = await addContact('owner', { first_name: 'Moana', last_name: 'Home', email: HOME });
    const created = await call('POST', 'plan', 'owner', {
      location: { id: cast.routeburn },
      custom_trip_name: 'Routeburn with Eru',
      date: tripIn(3),
      contacts: [member],
      emergency_contact: home,
      is_published: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const plan = PlanSchema.parse(created.json());

    // The page: whoever holds the link reads who made the plan, and how to reach them.
    const read = PlanSchema.parse((await call('GET', `plan/${plan.guid}/readonly`, 'guest')).json());
    expect(read.user).toMatchObject({ first_name: 'Aroha', last_name: 'Walker', phone: '027 555 0199' });

    // The PDF the Police are given: the group starts with its maker.
    const pdf = await call('GET', `plan/${plan.id}/download`, 'owner');
    expect(pdf.statusCode, pdf.body).toBe(200);
    const file = path.join(workDir, 'plan.pdf');
    writeFileSync(file, pdf.rawPayload);
    const text = (await run('pdftotext', ['-enc', 'UTF-8', file, '-'])).stdout.replace(/\s+/g, ' ');
    expect(text).toMatch(/The group .*Aroha Walker Made this plan 027 555 0199 .*Eru Tama .*021 555 0123/);

    // The reminder to the people on the trip lists who is going, its maker first.
    const due = tripSchedule(plan.date!, plan.grace_hours);
    cast.ctx.clock.advance(due['reminder-24h'].getTime() + 60_000 - cast.ctx.clock.now().getTime());
    await cast.ctx.app.safetyNet.sendDue();
    const reminder = emailsTo(cast.ctx, cast.EMAILS.owner).find((mail) =>
      mail.subject.startsWith('Your trip starts tomorrow'),
    );
    expect(reminder?.body).toMatch(
      /Who is going\s+- Aroha Walker \(Made this plan\) phone 027 555 0199\s+- Eru Tama phone 021 555 0123/,
    );

    // The escalation says who is missing in full, and how to reach them.
    cast.ctx.clock.advance(due.escalation.getTime() + 60_000 - cast.ctx.clock.now().getTime());
    await cast.ctx.app.safetyNet.sendDue();
    const escalation = emailsTo(cast.ctx, HOME).find((mail) => mail.subject.includes('overdue'));
    expect(escalation?.body).toContain('Aroha Walker has not checked in from their trip Routeburn with Eru');
    expect(escalation?.body).toContain('Try to reach Aroha Walker (phone 027 555 0199)');
    expect(escalation?.body).toContain('Aroha Walker (Made this plan) phone 027 555 0199');
  });
});
