import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  addDays,
  alarmInstant,
  ContactSavedSchema,
  nzDateOf,
  PlanSchema,
  type PlanDate,
} from '@waymark/domain';
import { afterAll, describe, expect, test } from 'vitest';
import { loadConfig } from '#api/config.ts';
import type { DatabaseHandle } from '#api/db/client.ts';
import { openConfiguredDatabase } from '#api/db/open-configured-database.ts';
import { DEMO_CATALOGUE } from '#api/modules/catalogue/demo/demo-catalogue.ts';
import { seedDemoCatalogue } from '#api/modules/catalogue/demo/seed-demo-catalogue.ts';
import { placeIdBySlug } from '#api/modules/alerts/alerts.repository.ts';
import { activeUser, bearer } from './accounts-helpers.ts';
import { embeddedEnv, startServerProcess, stopServerProcess, type ServerProcess } from './server-process.ts';
import { createTestContext, openTestDatabase } from './test-context.ts';
import { writeWebDist } from './web-dist.ts';

/**
 * The safety net across real server processes (issue 14 acceptance 1): a notification queued
 * before a restart is sent after it, once; two servers sharing one PostgreSQL database send each
 * notification once between them. Their clocks are moved through CLOCK_FILE.
 */

const API_DIR = path.resolve(import.meta.dirname, '..');
const folders: string[] = [];
const folder = (name: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `waymark-${name}-`));
  folders.push(dir);
  return dir;
};
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const webDistDir = folder('safety-web');
writeWebDist(webDistDir);

const time = (hour: string, meridiem: 'AM' | 'PM') => ({ hour, minute: '00', meridiem, valid: true });
/** Tomorrow in New Zealand, 8 am to 2 pm. */
function dayTrip(): PlanDate {
  const day = addDays(nzDateOf(new Date()), 1);
  return { start: day, end: day, start_time: time('08', 'AM'), end_time: time('02', 'PM') };
}

/** Published day trips, each with its own emergency contact, made through the API on this database. */
async function publishTrips(database: DatabaseHandle, count: number): Promise<PlanDate> {
  const ctx = await createTestContext({}, { database });
  try {
    await seedDemoCatalogue(database.db, DEMO_CATALOGUE);
    const routeburn = (await placeIdBySlug(database.db, 'Track', 'routeburn-track'))!;
    const token = await activeUser(ctx, `walker-${Math.random().toString(36).slice(2)}@example.nz`);
    const date = dayTrip();
    for (let i = 0; i < count; i += 1) {
      const contact = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/user/contact',
        headers: bearer(token),
        payload: { first_name: 'Home', last_name: `${i}`, email: `home-${i}@example.nz` },
      });
      const plan = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/plan',
        headers: bearer(token),
        payload: {
          location: { id: routeburn },
          custom_trip_name: `Trip ${i}`,
          date,
          emergency_contact: ContactSavedSchema.parse(contact.json()).new_contact.id,
          is_published: true,
        },
      });
      expect(plan.statusCode, plan.body).toBe(201);
      PlanSchema.parse(plan.json());
    }
    return date;
  } finally {
    await ctx.close();
  }
}

/** Runs a command of the API to its end: its exit code, its stdout, and everything it printed. */
function runToExit(args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number | null; stdout: string; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: API_DIR, env });
    let stdout = '';
    let output = '';
    child.stdout.on('data', (chunk) => ((stdout += chunk), (output += chunk)));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => resolve({ code, stdout, output }));
  });
}

/** Every mail in a server's outbox: who it went to and its subject. */
function outbox(dataDir: string): { to: string; subject: string }[] {
  const dir = path.join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir).map((file) => {
    const raw = readFileSync(path.join(dir, file), 'utf8');
    return { to: /^To: (.*)$/m.exec(raw)?.[1] ?? '', subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? '' };
  });
}

async function waitFor(what: string, done: () => boolean, timeoutMs = 45_000) {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const overdue = <M extends { subject: string }>(mails: M[]) =>
  mails.filter((mail) => mail.subject.includes('is overdue'));

/** The clock file a server reads: its clock runs this far ahead of real time. */
function clockPast(clockFile: string, instant: Date) {
  writeFileSync(clockFile, String(instant.getTime() + 30_000 - Date.now()));
}

describe('a restart between scheduling and sending', () => {
  test('loses nothing and sends nothing twice', async () => {
    const dataDir = folder('safety-restart');
    const clockFile = path.join(dataDir, 'clock-offset');
    writeFileSync(clockFile, '0');
    const env = {
      ...embeddedEnv(dataDir, webDistDir),
      CLOCK_FILE: clockFile,
      NOTIFY_EVERY_MS: '200',
      REFRESH_JOBS: 'false',
    };

    const database = await openConfiguredDatabase(loadConfig(env));
    let date: PlanDate;
    try {
      date = await publishTrips(database, 1);
    } finally {
      await database.close();
    }

    clockPast(clockFile, alarmInstant(date, 2));
    let server: ServerProcess = await startServerProcess(env);
    try {
      await waitFor('the escalation mail', () => overdue(outbox(dataDir)).length === 1);
    } finally {
      await stopServerProcess(server, 'SIGTERM');
    }
    server = await startServerProcess(env);
    try {
      // The operators' list obeys the data-folder lock like every command.
      const locked = await runToExit(['src/cli/notifications.ts', 'list'], env);
      expect(locked.code).toBe(1);
      expect(locked.output).toContain('in use by process');
      // Ten passes of the sender, and not one mail more.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(overdue(outbox(dataDir))).toEqual([
        { to: 'home-0@example.nz', subject: expect.stringMatching(/is overdue from their trip: Trip 0$/) },
      ]);
      expect(outbox(dataDir).filter((mail) => mail.subject.startsWith('Are you back?'))).toHaveLength(1);
    } finally {
      await stopServerProcess(server, 'SIGTERM');
    }

    const list = async (...args: string[]) => {
      const run = await runToExit(['src/cli/notifications.ts', 'list', ...args], env);
      expect(run.code, run.output).toBe(0);
      return run.stdout
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    };
    const everything = await list();
    expect(everything).toContainEqual({
      plan: 1,
      kind: 'escalation',
      to: 'home-0@example.nz',
      due: alarmInstant(date, 2).toISOString(),
      state: 'sent',
    });
    expect(everything.map((line) => Object.keys(line))).toEqual(
      everything.map(() => ['plan', 'kind', 'to', 'due', 'state']),
    );
    const beforeTheEnd = await list(
      '--plan',
      '1',
      '--at',
      new Date(alarmInstant(date, 2).getTime() - 3 * 3_600_000).toISOString(),
    );
    expect(beforeTheEnd.map((line) => line.kind)).not.toContain('escalation');
    expect(beforeTheEnd.map((line) => line.kind)).not.toContain('check-in');
    expect(await list('--plan', '2')).toEqual([]);
    const wrong = await runToExit(['src/cli/notifications.ts', 'list', '--at', 'tomorrow'], env);
    expect([wrong.code, wrong.output]).toEqual([2, expect.stringContaining('--at takes an ISO time')]);
  }, 120_000);
});

describe.runIf(process.env.DATABASE_URL)('two servers on one PostgreSQL database', () => {
  test('send each notification once between them', async () => {
    const database = await openTestDatabase();
    const trips = 12;
    const date = await publishTrips(database, trips);
    const clockFile = path.join(folder('safety-clock'), 'offset');
    writeFileSync(clockFile, '0');
    const servers: { dataDir: string; process: ServerProcess }[] = [];
    try {
      for (const name of ['a', 'b']) {
        const dataDir = folder(`safety-server-${name}`);
        servers.push({
          dataDir,
          process: await startServerProcess({
            ...embeddedEnv(dataDir, webDistDir),
            DATABASE_URL: database.url!,
            CLOCK_FILE: clockFile,
            NOTIFY_EVERY_MS: '100',
            REFRESH_JOBS: 'false',
            SEED_DEMO_CATALOGUE: 'false',
          }),
        });
      }
      clockPast(clockFile, alarmInstant(date, 2));
      const all = () => servers.flatMap((server) => overdue(outbox(server.dataDir)));
      await waitFor('every escalation mail', () => all().length >= trips);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const recipients = all().map((mail) => mail.to);
      expect(recipients.sort()).toEqual(
        Array.from({ length: trips }, (_, i) => `home-${i}@example.nz`).sort(),
      );
    } finally {
      for (const server of servers) await stopServerProcess(server.process, 'SIGTERM');
      await database.close();
    }
  }, 180_000);
});
