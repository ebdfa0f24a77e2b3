import {
  addDays,
  AttachmentSchema,
  DOCUMENT_TYPES_MESSAGE,
  DOCUMENTS_MAX,
  nzDateOf,
  PlanSchema,
  type Attachment,
  type Plan,
  type Token,
} from '@waymark/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { uploads } from '#api/db/schema/index.ts';
import { placeIdBySlug } from '#api/modules/alerts/alerts.repository.ts';
import { DEMO_CATALOGUE } from '#api/modules/catalogue/demo/demo-catalogue.ts';
import { seedDemoCatalogue } from '#api/modules/catalogue/demo/seed-demo-catalogue.ts';
import { DOCUMENT_NOT_YOURS } from '#api/modules/plans/plans.service.ts';
import { activeUser, bearer, freshIp } from './accounts-helpers.ts';
import { createTestContext, type TestContext } from './test-context.ts';

/** Plan documents (spec 3 §5, §7 `POST upload` with isprivate): kinds told by content, private served only to the plan's people. */

let ctx: TestContext;
let owner: Token;
let stranger: Token;
let routeburn: number;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemoCatalogue(ctx.database.db, DEMO_CATALOGUE);
  routeburn = (await placeIdBySlug(ctx.database.db, 'Track', 'routeburn-track'))!;
  owner = await activeUser(ctx, 'documents-owner@example.nz');
  stranger = await activeUser(ctx, 'documents-stranger@example.nz');
});
afterAll(() => ctx.close());

const utf16 = (text: string) => Buffer.from(text, 'utf16le');
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const zipWith = (...parts: string[]) =>
  Buffer.concat([ZIP, Buffer.alloc(26), Buffer.from(parts.join(''), 'latin1')]);

/** The first bytes that make each kind what it is, as real files of that kind begin. */
const DOCUMENTS: Record<string, Buffer> = {
  pdf: Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n'),
  rtf: Buffer.from('{\\rtf1\\ansi Route card}'),
  txt: Buffer.from('Day 1: Routeburn Shelter to Routeburn Falls Hut.\nTāne carries the beacon.\n'),
  doc: Buffer.concat([OLE, Buffer.alloc(64), utf16('Root Entry'), utf16('WordDocument')]),
  xls: Buffer.concat([OLE, Buffer.alloc(64), utf16('Root Entry'), utf16('Workbook')]),
  docx: zipWith('[Content_Types].xml', 'word/document.xml'),
  xlsx: zipWith('[Content_Types].xml', 'xl/workbook.xml'),
  odt: zipWith('mimetypeapplication/vnd.oasis.opendocument.text'),
  ods: zipWith('mimetypeapplication/vnd.oasis.opendocument.spreadsheet'),
};

function uploadDocument(
  token: Token,
  content: Buffer,
  fields: Record<string, string> = { isprivate: 'true' },
) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(content)], { type: 'application/octet-stream' }), 'upload.bin');
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/upload',
    remoteAddress: freshIp(),
    headers: bearer(token),
    payload: form,
  });
}

async function document(token: Token, content: Buffer, fields?: Record<string, string>): Promise<Attachment> {
  const res = await uploadDocument(token, content, fields);
  expect(res.statusCode, res.body).toBe(201);
  return AttachmentSchema.parse(res.json());
}

function savePlan(token: Token, body: object, plan?: Plan) {
  return ctx.app.inject({
    method: plan ? 'PUT' : 'POST',
    url: plan ? `/api/v1/plan/${plan.id}` : '/api/v1/plan',
    headers: bearer(token),
    payload: {
      location: { id: routeburn },
      custom_trip_name: 'Routeburn with paperwork',
      ...(plan ? { version: plan.version, date: plan.date, is_published: plan.is_published } : {}),
      ...body,
    },
  });
}

const fetchDocument = (url: string, token?: Token) =>
  ctx.app.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) });

describe('what a plan document may be', () => {
  test.each(Object.entries(DOCUMENTS))('a .%s is recognised by its content', async (ext, content) => {
    const stored = await document(owner, content, { isprivate: 'false', title: `route card.${ext}` });
    expect(stored).toMatchObject({ ext, title: `route card.${ext}`, size: content.length });
  });

  test.each([
    ['an image', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')],
    ['a program named like a PDF', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(60)])],
    ['a ZIP that is no office document', zipWith('photos/kea.jpg')],
    [
      'an OLE file that is neither Word nor Excel',
      Buffer.concat([OLE, Buffer.alloc(64), utf16('PowerPoint Document')]),
    ],
    ['text that is not UTF-8', Buffer.from([0x52, 0x6f, 0xff, 0xfe, 0x75])],
  ])('%s is refused with the allowed-types message, and nothing is kept', async (_case, content) => {
    const before = (await ctx.database.db.select().from(uploads)).length;
    const res = await uploadDocument(owner, content, { isprivate: 'true', title: 'trip.pdf' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(DOCUMENT_TYPES_MESSAGE);
    expect((await ctx.database.db.select().from(uploads)).length).toBe(before);
  });

  test('isprivate must say true or false', async () => {
    const res = await uploadDocument(owner, DOCUMENTS.pdf!, { isprivate: 'maybe' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('isprivate is true or false.');
  });
});

describe('a plan’s documents', () => {
  test('at most three; a fourth is refused with "3 files max"', async () => {
    const ids = [];
    for (const ext of ['pdf', 'txt', 'docx', 'rtf']) ids.push((await document(owner, DOCUMENTS[ext]!)).id);
    const four = await savePlan(owner, { attachments: ids });
    expect(four.statusCode).toBe(400);
    expect(four.json().error).toContain(DOCUMENTS_MAX);
    const three = await savePlan(owner, { attachments: ids.slice(0, 3) });
    expect(three.statusCode, three.body).toBe(201);
    expect(PlanSchema.parse(three.json()).attachments.map((a) => a.ext)).toEqual(['pdf', 'txt', 'docx']);
  });

  test('only documents the saver uploaded, or ones already on the plan', async () => {
    const theirs = await document(stranger, DOCUMENTS.pdf!);
    const res = await savePlan(owner, { attachments: [theirs.id] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(DOCUMENT_NOT_YOURS);

    const image = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/upload',
      remoteAddress: freshIp(),
      headers: bearer(owner),
      payload: (() => {
        const form = new FormData();
        // A real 1×1 PNG: an image is decoded before it is stored.
        const png = Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
          'base64',
        );
        form.set('file', new Blob([new Uint8Array(png)]), 'p.png');
        return form;
      })(),
    });
    expect(image.statusCode, image.body).toBe(201);
    const notADocument = await savePlan(owner, { attachments: [image.json().id] });
    expect(notADocument.json().error).toBe(DOCUMENT_NOT_YOURS);
  });

  test('a private document is served only to the people on its plan, never at a public address', async () => {
    const secret = await document(owner, DOCUMENTS.txt!, { isprivate: 'true', title: 'medical notes.txt' });
    expect(secret.url).toBe('');
    const saved = await savePlan(owner, {
      attachments: [secret.id],
      date: (() => {
        const start = addDays(nzDateOf(ctx.clock.now()), 7);
        const time = (hour: string, meridiem: string) => ({ hour, minute: '00', meridiem, valid: true });
        return { start, end: start, start_time: time('08', 'AM'), end_time: time('05', 'PM') };
      })(),
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const draft = PlanSchema.parse(saved.json());
    const url = draft.attachments[0]!.url;
    expect(url).toBe(`/api/v1/plan/${draft.guid}/documents/${secret.id}`);

    const [row] = await ctx.database.db.select().from(uploads).where(eq(uploads.id, secret.id));
    expect((await fetchDocument(`/uploads/${row!.storageKey}`)).statusCode).toBe(404);
    expect(row!.attachedAt).not.toBeNull();

    // A draft: only its owner.
    expect((await fetchDocument(url)).statusCode).toBe(404);
    expect((await fetchDocument(url, stranger)).statusCode).toBe(404);
    const mine = await fetchDocument(url, owner);
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(DOCUMENTS.txt!)).toBe(true);
    expect(mine.headers['content-disposition']).toContain("filename*=UTF-8''medical%20notes.txt");
    expect(mine.headers['cache-control']).toBe('private, no-store');

    // Published: still only the people on the plan, not whoever holds its link (decision 025).
    const published = await savePlan(owner, { attachments: [secret.id], is_published: true }, draft);
    expect(published.statusCode, published.body).toBe(200);
    expect((await fetchDocument(url)).statusCode).toBe(404);
    expect((await fetchDocument(url, stranger)).statusCode).toBe(404);
    expect((await fetchDocument(url, owner)).statusCode).toBe(200);
    // Another plan's guid does not open it.
    const other = PlanSchema.parse((await savePlan(owner, {})).json());
    expect((await fetchDocument(`/api/v1/plan/${other.guid}/documents/${secret.id}`, owner)).statusCode).toBe(
      404,
    );

    // Taken off the plan, it is left for the clean-up of unused files.
    const dropped = await savePlan(owner, { attachments: [] }, PlanSchema.parse(published.json()));
    expect(dropped.statusCode, dropped.body).toBe(200);
    const [after] = await ctx.database.db.select().from(uploads).where(eq(uploads.id, secret.id));
    expect(after!.attachedAt).toBeNull();
  });
});
