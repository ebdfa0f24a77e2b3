import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import {
  DEFAULT_NOT_FOUND_HELP_TEXT,
  DEVICE_INFO_TOO_LONG,
  FEEDBACK_CATEGORY_MESSAGE,
  FEEDBACK_COMMENTS_MAX_LENGTH,
  FEEDBACK_COMMENTS_REQUIRED,
  FEEDBACK_COMMENTS_TOO_LONG,
  FEEDBACK_EMAIL_INVALID,
  FEEDBACK_RATING_MESSAGE,
  FEEDBACK_SENT,
  HELP_PAGE_TITLE,
  HelpPageSchema,
  PrivacyTermsSchema,
} from '@waymark/domain';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '#api/config.ts';
import { feedback, siteContent } from '#api/db/schema/index.ts';
import { createLogger } from '#api/http/logging.ts';
import { appSettings } from '#api/modules/app-config/app-config.service.ts';
import { TOO_MUCH_FEEDBACK } from '#api/modules/support/feedback.service.ts';
import { createSiteContentService } from '#api/modules/support/site-content.service.ts';
import { activeUser, bearer, emailsTo, freshIp, loginToken } from './accounts-helpers.ts';
import { createTestContext, type TestContext } from './test-context.ts';

const STAFF = 'feedback-desk@example.org';
const VALID = {
  rating: 8,
  category: 'suggestion',
  comments: 'Please show hut bunk counts on the map.',
  email: 'Kiri@Example.nz',
  device_info: { user_agent: 'Mozilla/5.0 (X11; Linux x86_64)', viewport: '390x844' },
};

/** Everything a server logs, as lines, so a test can look for what must never be in them. */
function logCapture() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, log: createLogger('info', sink) };
}

let ctx: TestContext;
let staffCtx: TestContext;
const staffLog = logCapture();
beforeAll(async () => {
  ctx = await createTestContext();
  staffCtx = await createTestContext({ FEEDBACK_TO: STAFF, LOG_LEVEL: 'info' }, { log: staffLog.log });
});
afterAll(async () => {
  await ctx.close();
  await staffCtx.close();
});

function sendFeedback(
  on: TestContext,
  payload: unknown,
  { ip = freshIp(), headers = {} }: { ip?: string; headers?: Record<string, string> } = {},
) {
  return on.app.inject({
    method: 'POST',
    url: '/api/v1/feedback',
    remoteAddress: ip,
    headers,
    payload: payload as object,
  });
}
const storedFeedback = (on: TestContext) => on.database.db.select().from(feedback);

describe('POST feedback (spec 3 §4, §5, §7)', () => {
  test('a guest’s feedback is stored as sent and answered with the thanks of spec 3 §8', async () => {
    const res = await sendFeedback(ctx, VALID);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ success: true, message: FEEDBACK_SENT });

    const rows = await storedFeedback(ctx);
    expect(rows.at(-1)).toMatchObject({
      rating: 8,
      category: 'suggestion',
      comments: VALID.comments,
      email: 'kiri@example.nz',
      deviceInfo: VALID.device_info,
      userId: null,
    });
  });

  test('without FEEDBACK_TO nothing is mailed', async () => {
    await sendFeedback(ctx, { ...VALID, comments: 'Stored only.' });
    await ctx.background.drain();
    expect(emailsTo(ctx, STAFF)).toEqual([]);
  });

  test('signed in, the feedback is linked to the account', async () => {
    const token = await activeUser(ctx, 'feedback-member@example.nz');
    const res = await sendFeedback(ctx, { ...VALID, comments: 'From a member.' }, { headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await ctx.database.db
      .select()
      .from(feedback)
      .where(eq(feedback.comments, 'From a member.'));
    expect(row?.userId).toEqual(expect.any(Number));
  });

  test.each([
    ['no email', { email: undefined }],
    ['an empty email', { email: '' }],
    ['a rating of 0', { rating: 0 }],
    ['a rating of 10', { rating: 10 }],
    ['device information as one line', { device_info: 'Waymark iOS 2.1, iPhone 13' }],
    ['no device information', { device_info: undefined }],
    ['comments on several lines', { comments: 'First line.\nSecond line.' }],
  ])('%s is accepted', async (_case, change) => {
    const res = await sendFeedback(ctx, { ...VALID, ...change });
    expect(res.statusCode, res.body).toBe(201);
  });

  test.each([
    ['no comments', { comments: undefined }, FEEDBACK_COMMENTS_REQUIRED],
    ['empty comments', { comments: '' }, FEEDBACK_COMMENTS_REQUIRED],
    ['comments of spaces only', { comments: '   \n ' }, FEEDBACK_COMMENTS_REQUIRED],
    [
      'comments too long',
      { comments: 'x'.repeat(FEEDBACK_COMMENTS_MAX_LENGTH + 1) },
      FEEDBACK_COMMENTS_TOO_LONG,
    ],
    ['comments that are not text', { comments: 42 }, FEEDBACK_COMMENTS_REQUIRED],
    ['comments with a control character', { comments: 'bad\u0000byte' }, 'control characters'],
    ['no rating', { rating: undefined }, FEEDBACK_RATING_MESSAGE],
    ['a rating above 10', { rating: 11 }, FEEDBACK_RATING_MESSAGE],
    ['a rating below 0', { rating: -1 }, FEEDBACK_RATING_MESSAGE],
    ['a rating that is not whole', { rating: 7.5 }, FEEDBACK_RATING_MESSAGE],
    ['a rating sent as text', { rating: '7' }, FEEDBACK_RATING_MESSAGE],
    ['an email that is not one', { email: 'kiri-at-home' }, FEEDBACK_EMAIL_INVALID],
    ['an email that is not text', { email: 7 }, 'email'],
    ['no category', { category: undefined }, FEEDBACK_CATEGORY_MESSAGE],
    ['a category not in the list', { category: 'complaint' }, FEEDBACK_CATEGORY_MESSAGE],
    [
      'device information too long',
      {
        device_info: {
          user_agent: 'x'.repeat(290),
          a: 'y'.repeat(290),
          b: 'z'.repeat(290),
          c: 'w'.repeat(290),
        },
      },
      DEVICE_INFO_TOO_LONG,
    ],
    ['device information nested', { device_info: { screen: { width: 390 } } }, 'device_info'],
  ])('%s is refused with a readable 400 and nothing is stored', async (_case, change, message) => {
    const before = (await storedFeedback(ctx)).length;
    const res = await sendFeedback(ctx, { ...VALID, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.stringContaining(message) });
    expect((await storedFeedback(ctx)).length).toBe(before);
  });
});

describe('feedback is rate-limited', () => {
  test('one address may send 10 an hour', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await sendFeedback(ctx, VALID, { ip })).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  test('one account may send 10 an hour, from however many addresses', async () => {
    const token = await activeUser(ctx, 'feedback-busy@example.nz');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await sendFeedback(ctx, VALID, { headers: bearer(token) });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json()).toEqual({ error: TOO_MUCH_FEEDBACK });
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);

    // An hour later (with a new token: the old one has expired by then) the account may send again.
    ctx.clock.advance(61 * 60 * 1000);
    const later = await loginToken(ctx, 'feedback-busy@example.nz');
    expect((await sendFeedback(ctx, VALID, { headers: bearer(later) })).statusCode).toBe(201);
  });
});

describe('with FEEDBACK_TO, feedback is mailed to staff', () => {
  const comments = 'The Mueller Hut page says 28 bunks;\nthe warden counted 30.';

  test('the mail says the rating, category and comments, and a reply goes to the sender', async () => {
    const res = await sendFeedback(staffCtx, { ...VALID, category: 'problem', rating: 3, comments });
    expect(res.statusCode, res.body).toBe(201);
    await staffCtx.background.drain();

    const [mail] = emailsTo(staffCtx, STAFF);
    expect(mail?.subject).toMatch(/feedback #\d+: Problem, rated 3\/10/);
    expect(mail?.body).toContain('The Mueller Hut page says 28 bunks;');
    expect(mail?.body).toContain('the warden counted 30.');
    expect(mail?.body).toMatch(/^Reply-To: kiri@example\.nz$/m);
    expect(mail?.body).toContain('user_agent: Mozilla/5.0');
  });

  test('neither the comments nor the sender’s address are logged', async () => {
    await staffCtx.background.drain();
    const logged = staffLog.lines.join('\n');
    expect(logged).toContain('"kind":"feedback"');
    expect(logged).not.toContain('Mueller Hut');
    expect(logged).not.toContain('kiri@example.nz');
  });

  test('a mail that fails loses nothing: the feedback is stored and the sender thanked', async () => {
    // A file where the outbox folder should be: writing the mail fails.
    const outbox = path.join(staffCtx.config.dataDir, 'outbox');
    rmSync(outbox, { recursive: true, force: true });
    writeFileSync(outbox, 'not a folder');
    const before = (await storedFeedback(staffCtx)).length;

    const res = await sendFeedback(staffCtx, { ...VALID, comments: 'Sent while the mail is broken.' });
    expect(res.statusCode, res.body).toBe(201);
    await staffCtx.background.drain();

    expect((await storedFeedback(staffCtx)).length).toBe(before + 1);
    expect(staffLog.lines.some((line) => line.includes('"task":"feedback mail"'))).toBe(true);
    expect(staffLog.lines.join('\n')).not.toContain('Sent while the mail is broken.');
  });
});

describe('GET help and GET privacy-terms (spec 3 §3, §7)', () => {
  const getPage = (on: TestContext, url: 'help' | 'privacy-terms') =>
    on.app.inject({ method: 'GET', url: `/api/v1/${url}` });
  const pages = () => createSiteContentService(ctx.database.db, 'Waymark', ctx.clock);

  test('before the first start has seeded them, the pages are empty', async () => {
    const help = HelpPageSchema.parse((await getPage(ctx, 'help')).json());
    expect(help).toEqual({ title: HELP_PAGE_TITLE, content: '' });
    expect(PrivacyTermsSchema.parse((await getPage(ctx, 'privacy-terms')).json())).toEqual({ content: '' });
  });

  test('seeding writes the product’s own help FAQ and privacy page, once', async () => {
    expect(await pages().seed()).toEqual({ seeded: ['help', 'privacy-terms'] });
    expect(await pages().seed()).toEqual({ seeded: [] });

    const help = HelpPageSchema.parse((await getPage(ctx, 'help')).json());
    expect(help.title).toBe(HELP_PAGE_TITLE);
    // The FAQ's structure (decision 012): sections in <h2>, questions in <h3>.
    expect(help.content).toMatch(/<h2>Trip plans<\/h2>/);
    expect(help.content).toContain('<h3>Who can read my published plan?</h3>');
    expect(help.content).toContain('call 111 and ask for the Police');

    const privacy = PrivacyTermsSchema.parse((await getPage(ctx, 'privacy-terms')).json());
    expect(privacy.content).toContain('Anyone with the link can read the plan');
    expect(privacy.content).toContain(
      'Your vehicle and where it is parked, and the documents you attach, are only for',
    );
    expect(privacy.content).toContain('Email addresses are shown only to you');
    expect(privacy.content).toContain('Delete account');
  });

  test('a page someone replaced is never seeded over', async () => {
    await pages().set('privacy-terms', '<h2>Our privacy policy</h2><p>Written by staff.</p>');
    expect(await pages().seed()).toEqual({ seeded: [] });
    // A database where only one page was replaced gets the other seeded, and only that one.
    await ctx.database.db.delete(siteContent).where(eq(siteContent.key, 'help'));
    expect(await pages().seed()).toEqual({ seeded: ['help'] });

    const privacy = PrivacyTermsSchema.parse((await getPage(ctx, 'privacy-terms')).json());
    expect(privacy.content).toBe('<h2>Our privacy policy</h2><p>Written by staff.</p>');
  });

  test('content is sanitised when set: scripts, handlers and unsafe links go, headings stay', async () => {
    const row = await pages().set(
      'help',
      '<h3 onclick="steal()">A question?</h3><p>An answer.<script>alert(1)</script></p>' +
        '<p><a href="javascript:alert(1)">bad link</a> <a href="https://www.doc.govt.nz">DOC</a></p>' +
        '<h1>Too big</h1><img src=x onerror=alert(1)>',
      'Help for testers',
    );
    expect(row.content).toBe(
      '<h3>A question?</h3><p>An answer.</p>' +
        '<p>bad link <a href="https://www.doc.govt.nz/" rel="noopener">DOC</a></p>Too big',
    );
    expect(HelpPageSchema.parse((await getPage(ctx, 'help')).json())).toEqual({
      title: 'Help for testers',
      content: row.content,
    });
  });

  test('content is sanitised again when served, however it got into the database', async () => {
    await ctx.database.db
      .update(siteContent)
      .set({ content: '<p>Kept</p><script>alert(1)</script><iframe src="https://x.example"></iframe>' })
      .where(eq(siteContent.key, 'help'));
    expect(HelpPageSchema.parse((await getPage(ctx, 'help')).json()).content).toBe('<p>Kept</p>');
  });
});

describe('the not-found page’s help text (spec 3 not-found page)', () => {
  test('comes from NOT_FOUND_HELP_TEXT through GET config, with a default', async () => {
    expect(appSettings(loadConfig({})).not_found.help_text).toBe(DEFAULT_NOT_FOUND_HELP_TEXT);
    const settings = appSettings(loadConfig({ NOT_FOUND_HELP_TEXT: 'Try the search, or call us.' }));
    expect(settings.not_found.help_text).toBe('Try the search, or call us.');

    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/config' });
    expect(res.json()).toMatchObject({ not_found: { help_text: DEFAULT_NOT_FOUND_HELP_TEXT } });
  });

  test('FEEDBACK_TO must be an address when set; empty counts as unset', () => {
    expect(() => loadConfig({ FEEDBACK_TO: 'the feedback desk' })).toThrow(/FEEDBACK_TO/);
    expect(loadConfig({ FEEDBACK_TO: '' }).feedbackTo).toBeUndefined();
    expect(loadConfig({ FEEDBACK_TO: STAFF }).feedbackTo).toBe(STAFF);
  });
});

describe('npm run content', () => {
  const API_DIR = path.resolve(import.meta.dirname, '..');
  const run = promisify(execFile);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'waymark-content-'));
  const adminUrl = process.env.DATABASE_URL;
  const databaseName = `waymark_content_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;

  beforeAll(async () => {
    if (!adminUrl) return;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${databaseName}`;
    env.DATABASE_URL = url.toString();
  });
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (!adminUrl) return;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  });

  async function content(args: string[], from = API_DIR) {
    try {
      const { stdout, stderr } = await run(
        process.execPath,
        ['--import', 'tsx', path.join(API_DIR, 'src/cli/content.ts'), ...args],
        { cwd: API_DIR, env: { ...env, INIT_CWD: from } },
      );
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  test('set replaces a page with the file, sanitised, reading the path from where it was typed', async () => {
    const page = '<h2>Staying safe</h2><h3>Who do I call?</h3><p>Call 111.</p>';
    writeFileSync(path.join(dataDir, 'help.html'), `${page}<script>alert("x")</script>`);
    const set = await content(['set', 'help', 'help.html', '--title', 'Help'], dataDir);
    expect(set.code, set.stderr).toBe(0);
    expect(JSON.parse(set.stdout)).toEqual({ key: 'help', title: 'Help', characters: page.length });

    const shown = await content(['show', 'help']);
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout.trim()).toBe(page);
  }, 120_000);

  test('an unknown page, a missing file or a missing argument is refused with the usage', async () => {
    const unknown = await content(['set', 'about', 'help.html'], dataDir);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('usage: npm run content -- set help|privacy-terms');

    const missing = await content(['set', 'help', 'nowhere.html'], dataDir);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('cannot read nowhere.html');
  }, 60_000);
});
