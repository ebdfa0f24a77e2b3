import fc from 'fast-check';
import type { Token } from '@waymark/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { activeUser } from './accounts-helpers.ts';
import { createTestContext, type TestContext } from './test-context.ts';

/**
 * Every route of the OpenAPI document (made from the routes' own zod schemas) gets hostile
 * requests: bodies shaped by its schema with hostile values in them, hostile path and query
 * values, wrong content types, broken multipart, and no, a wrong, a user's or the staff token.
 * Whatever arrives, the answer is never a 5xx, never hangs, and every error is `{error}` alone.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  const?: unknown;
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
};

const ADMIN_TOKEN = 'fuzz-staff-token-0123456789abcdefghijklmnop';
/** Each request must be answered within this; a hang fails the property. */
const ANSWER_WITHIN_MS = 10_000;
const RUNS_PER_ROUTE = 80;

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
    '0',
    '-1',
    'NaN',
    'Infinity',
    '1e400',
    '9'.repeat(40),
    'a'.repeat(301),
    'ā'.repeat(5000),
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
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

/** A value shaped by the schema most of the time, and hostile the rest. */
function fromSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return hostileValue;
  const variants = schema.anyOf ?? schema.oneOf;
  const shaped = (): fc.Arbitrary<unknown> => {
    if (variants) return fc.oneof(...variants.map((variant) => fromSchema(variant, depth + 1)));
    if (schema.const !== undefined) return fc.constant(schema.const);
    if (schema.enum) return fc.constantFrom(...schema.enum);
    const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
    if (type === 'object' || schema.properties) {
      const properties = Object.entries(schema.properties ?? {});
      return fc.record(
        Object.fromEntries(properties.map(([key, inner]) => [key, fromSchema(inner, depth + 1)])),
        { requiredKeys: [] },
      );
    }
    if (type === 'array') return fc.array(fromSchema(schema.items, depth + 1), { maxLength: 5 });
    if (type === 'string') return hostileString;
    if (type === 'number' || type === 'integer') return hostileNumber;
    if (type === 'boolean') return fc.boolean();
    return hostileValue;
  };
  return fc.oneof({ weight: 4, arbitrary: shaped() }, { weight: 1, arbitrary: hostileValue });
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

beforeAll(async () => {
  ctx = await createTestContext({ ADMIN_API_TOKEN: ADMIN_TOKEN, REFRESH_JOBS: 'false' });
  member = await activeUser(ctx, 'fuzzed@example.nz');
  const document = await ctx.app.inject({ method: 'GET', url: '/api/v1/docs/json' });
  operations = operationsOf(document.json());
}, 60_000);
afterAll(() => ctx?.close());

function requestFor(operation: Operation): fc.Arbitrary<HostileRequest> {
  const destructive =
    (operation.method === 'DELETE' && operation.path === '/api/v1/user') ||
    operation.path === '/api/v1/auth/logout';
  // Deleting the account or logging out with the member's token would end the member for the rest.
  const authorisation = fc.constantFrom<(string | undefined)[]>(
    undefined,
    'Bearer not-a-real-token',
    'Basic a2V5OnNlY3JldA==',
    `Bearer ${ADMIN_TOKEN}`,
    ...(destructive ? [] : [`Bearer ${member.access_token}`]),
  );
  const pathValues = fc.record(
    Object.fromEntries(
      operation.parameters
        .filter((parameter) => parameter.in === 'path')
        .map((parameter) => [parameter.name, fc.oneof(fromSchema(parameter.schema), hostileString)]),
    ),
  );
  const queryValues = fc.dictionary(
    fc.oneof(
      fc.constantFrom(...operation.parameters.filter((p) => p.in === 'query').map((p) => p.name), 'start'),
      hostileString,
    ),
    hostileString,
    { maxKeys: 3 },
  );
  const encoding = fc.constantFrom(
    'json',
    'json',
    'urlencoded',
    'multipart',
    'broken-multipart',
    'text',
    'empty',
  );
  return fc
    .record({
      auth: authorisation,
      path: pathValues,
      query: queryValues,
      body: fromSchema(operation.body),
      encoding,
      remoteAddress: fc.ipV4(),
    })
    .map(({ auth, path, query, body, encoding, remoteAddress }) => {
      const url =
        operation.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
          const value = path[name];
          return inPath(typeof value === 'string' ? value : JSON.stringify(value ?? null));
        }) +
        (Object.keys(query).length
          ? `?${Object.entries(query)
              .map(([key, value]) => `${inPath(key)}=${inPath(String(value))}`)
              .join('&')}`
          : '');
      const headers: Record<string, string> = auth ? { authorization: auth } : {};
      const request: HostileRequest = { url, method: operation.method, headers };
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
      } else if (encoding === 'text') {
        headers['content-type'] = 'text/plain';
        request.payload = String(JSON.stringify(body));
      }
      return { ...request, headers: { ...headers, 'x-forwarded-for': remoteAddress } };
    });
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
        remoteAddress: request.headers['x-forwarded-for'],
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
        fc.asyncProperty(requestFor(operation), async (request) => {
          assertAnsweredWell(request, await answer(request));
        }),
        { numRuns: RUNS_PER_ROUTE },
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
