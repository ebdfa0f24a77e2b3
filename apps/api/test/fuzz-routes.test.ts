import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { addDays, nzDateOf, slugify, type Token } from '@waymark/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_CATALOGUE } from '#api/modules/catalogue/demo/demo-catalogue.ts';
import { seedDemoCatalogue } from '#api/modules/catalogue/demo/seed-demo-catalogue.ts';
import { activeUser } from './accounts-helpers.ts';
import { createTestContext, type TestContext } from './test-context.ts';
import { openMeteoResponse } from './weather/open-meteo-fixture.ts';

/**
 * Every route of the OpenAPI document (made from the routes' own zod schemas) gets hostile
 * requests: bodies shaped by its schema with hostile values in them, or valid but for one
 * hostile field (so the hostile value gets past the other fields to the service and the
 * database), hostile path and query values, wrong content types, broken multipart, and no, a
 * wrong, a user's or the staff token. Whatever arrives, the answer is never a 5xx, never hangs,
 * and every error is `{error}` alone.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
};
type Operation = {
  method: string;
  path: string;
  parameters: { in: string; name: string; schema?: JsonSchema }[];
  body: JsonSchema | undefined;
  contentTypes: string[];
};
type HostileRequest = {
  url: string;
  method: string;
  headers: Record<string, string>;
  payload?: string | FormData | Buffer;
  /** Varied, so the per-address rate limits do not turn every run into a 429. */
  remoteAddress?: string;
};

const ADMIN_TOKEN = 'fuzz-staff-token-0123456789abcdefghijklmnop';
/** Each request must be answered within this; a hang fails the property. */
const ANSWER_WITHIN_MS = 10_000;
/** Runs for a route: a base, and more for each field, so that each field gets its turn at being the hostile one. */
const RUNS_PER_ROUTE = 50;
const RUNS_PER_FIELD = 15;
/** Places that exist (the demo catalogue is seeded), so place routes go past their 404. */
const PLACE_SLUGS = DEMO_CATALOGUE.map((place) => place.slug ?? slugify(place.title));
/** A day from the schemas' whole range, or (mostly) one near today, as trips and forecasts are. */
const tripDay = fc.oneof(
  fc.integer({ min: -30, max: 30 }).map((days) => addDays(nzDateOf(new Date()), days)),
  fc
    .date({
      min: new Date('1900-01-01T00:00:00Z'),
      max: new Date('2999-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10)),
);
/** Deep enough to overflow the stack of anything that walks a body recursively. */
const DEEPLY_NESTED_JSON = `{"a":${'['.repeat(50_000)}${']'.repeat(50_000)},"b":${'{"c":'.repeat(50_000)}1${'}'.repeat(50_000)}}`;

const hostileString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    '\u001b[31m',
    '\u202e\u0007',
    '__proto__',
    'constructor',
    '../../../etc/passwd',
    '%00',
    '%E0%A4%A',
    "' or 1=1 --",
    '"; drop table users; --',
    '<script>alert(1)</script>',
    '$`$&$1',
    '{{7*7}}',
    'a\tb',
    'a\r\nb',
    '0',
    '-1',
    '1.5',
    'NaN',
    'Infinity',
    '1e400',
    '2147483648',
    '99999999999',
    '9'.repeat(40),
    'a'.repeat(301),
    'ā'.repeat(5000),
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  // Any UTF-16 code unit: control characters and lone surrogates anywhere in the text.
  fc.string({
    unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
    maxLength: 20,
  }),
);
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -0, -1, 2 ** 31, 2 ** 53 + 1, Number.MAX_VALUE, -Number.MAX_VALUE, 1e-320),
);
const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(hostileString, fc.constantFrom('__proto__', 'constructor')), tie('value'), {
      maxKeys: 4,
    }),
  ),
})).value;

const typeOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type[0] : schema.type);

/** Text a schema accepts: an email where the field names one, otherwise a word of the right length. */
function validText(schema: JsonSchema, name: string | undefined): fc.Arbitrary<string> {
  if (schema.format === 'email' || /email|username/.test(name ?? '')) return fc.constant('kiri@example.nz');
  if (schema.format === 'date') return tripDay;
  if (/^(slug|track|hut|campsite|highlight)$/.test(name ?? '')) return fc.constantFrom(...PLACE_SLUGS);
  const words = ['kepler-track', 'ABC234', 'tussock-ridgeline-kea-7'].filter(
    (word) => word.length >= (schema.minLength ?? 0) && word.length <= (schema.maxLength ?? Infinity),
  );
  return words.length ? fc.constantFrom(...words) : fc.constant('a'.repeat(schema.minLength ?? 1));
}

/**
 * A value the schema accepts, as far as its JSON schema tells: the background for one hostile
 * field. Objects get only their required fields, each of which must then pass.
 */
function validFromSchema(schema: JsonSchema | undefined, depth = 0, name?: string): fc.Arbitrary<unknown> {
  if (!schema || depth > 8) return fc.constant(null);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fc.oneof(...variants.map((variant) => validFromSchema(variant, depth + 1, name)));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const type = typeOf(schema);
  if (type === 'object' || schema.properties) {
    const required = Object.entries(schema.properties ?? {}).filter(([key]) =>
      schema.required?.includes(key),
    );
    return fc.record(
      Object.fromEntries(required.map(([key, inner]) => [key, validFromSchema(inner, depth + 1, key)])),
    );
  }
  if (type === 'array')
    return fc.array(validFromSchema(schema.items, depth + 1, name), {
      minLength: schema.minItems ?? 0,
      maxLength: Math.min(schema.maxItems ?? 3, 3),
    });
  if (type === 'string') return validText(schema, name);
  if (type === 'integer') return fc.integer({ min: schema.minimum ?? 0, max: schema.maximum ?? 1000 });
  if (type === 'number')
    return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
  if (type === 'boolean') return fc.boolean();
  return fc.constant(null);
}

/** An object the schema accepts but for one field, which is hostile. */
function validButOneField(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  if (keys.length === 0) return validFromSchema(schema, depth);
  return fc
    .tuple(validFromSchema(schema, depth), fc.constantFrom(...keys))
    .chain(([valid, key]) =>
      fromSchema(properties[key], depth + 1).map((hostile) => ({ ...(valid as object), [key]: hostile })),
    );
}

/** A value shaped by the schema most of the time, and hostile the rest. */
function fromSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return hostileValue;
  const variants = schema.anyOf ?? schema.oneOf;
  const shaped = (): fc.Arbitrary<unknown> => {
    if (variants) return fc.oneof(...variants.map((variant) => fromSchema(variant, depth + 1)));
    if (schema.const !== undefined) return fc.constant(schema.const);
    if (schema.enum) return fc.constantFrom(...schema.enum);
    const type = typeOf(schema);
    if (type === 'object' || schema.properties) {
      const properties = Object.entries(schema.properties ?? {});
      return fc.oneof(
        fc.record(Object.fromEntries(properties.map(([key, inner]) => [key, fromSchema(inner, depth + 1)])), {
          requiredKeys: [],
        }),
        validButOneField(schema, depth),
      );
    }
    if (type === 'array') return fc.array(fromSchema(schema.items, depth + 1), { maxLength: 5 });
    // Some fields carry JSON inside a string (the search filters): hostile values inside it too.
    if (type === 'string')
      return fc.oneof(
        { weight: 3, arbitrary: hostileString },
        { weight: 1, arbitrary: hostileValue.map((value) => JSON.stringify(value) ?? 'null') },
      );
    if (type === 'number' || type === 'integer') return hostileNumber;
    if (type === 'boolean') return fc.boolean();
    return hostileValue;
  };
  return fc.oneof({ weight: 4, arbitrary: shaped() }, { weight: 1, arbitrary: hostileValue });
}

/** The fields a request to the operation has: body fields (of every variant) and parameters. */
function fieldCount(operation: Operation): number {
  const body = operation.body;
  const variants = body?.anyOf ?? body?.oneOf ?? (body ? [body] : []);
  const bodyFields = new Set(variants.flatMap((variant) => Object.keys(variant.properties ?? {})));
  return bodyFields.size + operation.parameters.length;
}

function operationsOf(document: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const content = (operation.requestBody as { content?: Record<string, { schema?: JsonSchema }> })
        ?.content;
      return {
        method: method.toUpperCase(),
        path,
        parameters: (operation.parameters as Operation['parameters'] | undefined) ?? [],
        body: content && Object.values(content)[0]?.schema,
        contentTypes: content ? Object.keys(content) : [],
      };
    }),
  );
}

/** Percent-encodes as a client would; a broken %-sequence or a lone surrogate goes in as raw bytes. */
function inPath(text: string): string {
  if (text.startsWith('%')) return text;
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate, as the bytes a careless encoder would send for it.
    return text
      .replace(/[\ud800-\udfff]/g, '%ED%A0%80')
      .replace(/[^%A-Za-z0-9]/g, (c) => encodeURIComponent(c));
  }
}

function encodeForm(body: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (body && typeof body === 'object' && !Array.isArray(body))
    for (const [key, value] of Object.entries(body))
      fields[key] = typeof value === 'string' ? value : JSON.stringify(value);
  return fields;
}

let ctx: TestContext;
let member: Token;
let operations: Operation[];
/** A stand-in Open-Meteo on a local port: forecasts are fetched when a page asks, never from the internet here. */
let openMeteo: Server;

beforeAll(async () => {
  openMeteo = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const body = openMeteoResponse({
      lat: Number(url.searchParams.get('latitude')),
      lng: Number(url.searchParams.get('longitude')),
      elevation: 1200,
      firstDay: nzDateOf(new Date()),
    });
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => openMeteo.listen(0, '127.0.0.1', resolve));
  const { port } = openMeteo.address() as AddressInfo;
  ctx = await createTestContext({
    ADMIN_API_TOKEN: ADMIN_TOKEN,
    REFRESH_JOBS: 'false',
    OPEN_METEO_URL: `http://127.0.0.1:${port}/v1/forecast`,
    SOURCE_TIMEOUT_MS: '1000',
  });
  await seedDemoCatalogue(ctx.database.db, DEMO_CATALOGUE);
  member = await activeUser(ctx, 'fuzzed@example.nz');
  const document = await ctx.app.inject({ method: 'GET', url: '/api/v1/docs/json' });
  operations = operationsOf(document.json());
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  openMeteo?.closeAllConnections();
  await new Promise((resolve) => openMeteo?.close(resolve));
});

/** What a hostile request is made of; kept apart from its bytes so a failure prints short. */
type HostilePlan = {
  auth: string | undefined;
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  encoding: string;
  remoteAddress: string;
};

function plansFor(operation: Operation): fc.Arbitrary<HostilePlan> {
  const destructive =
    (operation.method === 'DELETE' && operation.path === '/api/v1/user') ||
    operation.path === '/api/v1/auth/logout' ||
    operation.path === '/api/v1/update-password';
  // Deleting the account, logging out or a new password with the member's token would end the
  // member's session for the rest.
  const authorisation = fc.oneof(
    fc.constantFrom<(string | undefined)[]>(
      undefined,
      'Bearer not-a-real-token',
      'Bearer a\u0000b',
      `Bearer ${'a'.repeat(5000)}`,
      'Basic a2V5OnNlY3JldA==',
      `Bearer ${ADMIN_TOKEN}`,
    ),
    // Signed in (as staff on the admin API), half the time: most routes answer a guest 401 or
    // 403 before reading anything.
    fc.constant(
      operation.path.includes('/admin/')
        ? `Bearer ${ADMIN_TOKEN}`
        : destructive
          ? undefined
          : `Bearer ${member.access_token}`,
    ),
  );
  // Values the schema accepts and hostile ones, so a hostile value in one place meets valid
  // ones elsewhere and gets as far as the database.
  const valueFor = (schema: JsonSchema | undefined, name: string) =>
    fc.oneof(
      { weight: 2, arbitrary: validFromSchema(schema, 0, name) },
      { weight: 1, arbitrary: fromSchema(schema) },
      { weight: 1, arbitrary: hostileString },
    );
  const pathValues = fc.record(
    Object.fromEntries(
      operation.parameters
        .filter((parameter) => parameter.in === 'path')
        .map((parameter) => [parameter.name, valueFor(parameter.schema, parameter.name)]),
    ),
  );
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const queryValues = fc.oneof(
    fc.constant({}),
    fc.record(
      Object.fromEntries(
        queryParameters.map((parameter) => [parameter.name, valueFor(parameter.schema, parameter.name)]),
      ),
      { requiredKeys: [] },
    ),
    fc.dictionary(
      fc.oneof(fc.constantFrom(...queryParameters.map((p) => p.name), 'start'), hostileString),
      hostileString,
      { maxKeys: 3 },
    ),
  );
  const encoding = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom('json', 'urlencoded', 'multipart', 'json') },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        'broken-multipart',
        'multipart-without-boundary',
        'multipart-empty-boundary',
        'deeply-nested-json',
        'not-really-gzip',
        'text',
        'empty',
      ),
    },
  );
  return fc.record({
    auth: authorisation,
    path: pathValues,
    query: queryValues,
    body: fromSchema(operation.body),
    encoding,
    remoteAddress: fc.ipV4(),
  });
}

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? 'null'));

function requestFrom(operation: Operation, plan: HostilePlan): HostileRequest {
  const { auth, path, query, body, encoding, remoteAddress } = plan;
  const url =
    operation.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
      const value = path[name];
      return inPath(asText(value));
    }) +
    (Object.keys(query).length
      ? `?${Object.entries(query)
          .map(([key, value]) => `${inPath(key)}=${inPath(asText(value))}`)
          .join('&')}`
      : '');
  const headers: Record<string, string> = auth ? { authorization: auth } : {};
  const request: HostileRequest = { url, method: operation.method, headers, remoteAddress };
  if (operation.method === 'GET' || operation.method === 'DELETE') return request;
  if (encoding === 'json') {
    headers['content-type'] = 'application/json';
    request.payload = JSON.stringify(body ?? null);
  } else if (encoding === 'urlencoded') {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    request.payload = new URLSearchParams(encodeForm(body)).toString();
  } else if (encoding === 'multipart') {
    const form = new FormData();
    for (const [key, value] of Object.entries(encodeForm(body))) form.set(key, value);
    if (operation.path.endsWith('/upload'))
      form.set('file', new Blob([Buffer.from(JSON.stringify(body ?? ''))]), 'photo.png');
    request.payload = form;
  } else if (encoding === 'broken-multipart') {
    headers['content-type'] = 'multipart/form-data; boundary=XYZ';
    request.payload = `--XYZ\r\nContent-Disposition: form-data; name="email"\r\n\r\n${JSON.stringify(body)}`;
  } else if (encoding === 'multipart-without-boundary') {
    headers['content-type'] = 'multipart/form-data';
    request.payload = new URLSearchParams(encodeForm(body)).toString() || 'email=a%40b.nz';
  } else if (encoding === 'multipart-empty-boundary') {
    headers['content-type'] = 'multipart/form-data; boundary=';
    request.payload = '--\r\n';
  } else if (encoding === 'deeply-nested-json') {
    headers['content-type'] = 'application/json';
    request.payload = DEEPLY_NESTED_JSON;
  } else if (encoding === 'not-really-gzip') {
    headers['content-type'] = 'application/json';
    headers['content-encoding'] = 'gzip';
    request.payload = JSON.stringify(body ?? null);
  } else if (encoding === 'text') {
    headers['content-type'] = 'text/plain';
    request.payload = String(JSON.stringify(body));
  }
  return request;
}

async function answer(request: HostileRequest) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ANSWER_WITHIN_MS} ms`)), ANSWER_WITHIN_MS);
  });
  try {
    return await Promise.race([
      ctx.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: request.headers,
        payload: request.payload,
        remoteAddress: request.remoteAddress,
      }),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

function assertAnsweredWell(request: HostileRequest, res: Awaited<ReturnType<typeof answer>>) {
  const what = `${request.method} ${request.url} → ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, what).toBeLessThan(500);
  if (res.statusCode >= 400) {
    expect(res.headers['content-type'], what).toContain('application/json');
    const body = JSON.parse(res.body) as Record<string, unknown>;
    expect(Object.keys(body), what).toEqual(['error']);
    expect(typeof body.error, what).toBe('string');
  }
}

describe('hostile requests to every route (OpenAPI, zod)', () => {
  test('the document lists the routes', () => {
    expect(operations.length).toBeGreaterThan(25);
  });

  test('no route answers 5xx, hangs, or errs in any shape but {error}', async () => {
    for (const operation of operations) {
      await fc.assert(
        fc.asyncProperty(plansFor(operation), async (plan) => {
          const request = requestFrom(operation, plan);
          assertAnsweredWell(request, await answer(request));
        }),
        { numRuns: RUNS_PER_ROUTE + RUNS_PER_FIELD * fieldCount(operation) },
      );
    }
  }, 240_000);

  test('pages of the web app with hostile paths answer a page or a 404, never a 5xx', async () => {
    const sections = fc.constantFrom(
      'tracks',
      'huts',
      'campsites',
      'highlights',
      'plan',
      'account',
      'nothere',
    );
    await fc.assert(
      fc.asyncProperty(sections, hostileString, async (section, rest) => {
        const text = inPath(rest);
        const res = await answer({ method: 'GET', url: `/${section}/${text}`, headers: {} });
        expect(res.statusCode, `/${section}/${text}`).toBeLessThan(500);
      }),
      { numRuns: 300 },
    );
  });
});
