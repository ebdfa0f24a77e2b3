import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Token } from '@waymark/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REPO_ROOT } from '#api/config.ts';
import { placeIdBySlug } from '#api/modules/alerts/alerts.repository.ts';
import { DEMO_CATALOGUE } from '#api/modules/catalogue/demo/demo-catalogue.ts';
import { seedDemoCatalogue } from '#api/modules/catalogue/demo/seed-demo-catalogue.ts';
import { activeUser, bearer } from './accounts-helpers.ts';
import { createTestContext, type TestContext } from './test-context.ts';

/**
 * Issue 28 item 16: every call in the call tables of the product specification
 * (`../shared/spec/`) is one the server serves. The specification's tables are read as they
 * are, in both of their shapes ("| GET tracks/{track} | …" and "| GET | plan/{id} | …"), and
 * each call is looked up in the server's own OpenAPI document: same method, same path, a
 * `{name}` of the spec matching any parameter, and a literal standing in for a parameter
 * (`custom-track/0/exists`) matching it too. A path the spec writes with a trailing slash is
 * asked of the server as written.
 */

const SPEC_DIR = path.resolve(REPO_ROOT, '../shared/spec');
const CALL_ROW = /^\|\s*(GET|POST|PUT|DELETE|PATCH)\s*(?:\|\s*)?([a-z][^\s|]*)/;

type SpecCall = { method: string; path: string; source: string };

function specCalls(): SpecCall[] {
  return readdirSync(SPEC_DIR)
    .filter((file) => file.endsWith('.md'))
    .flatMap((file) =>
      readFileSync(path.join(SPEC_DIR, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => {
          const row = CALL_ROW.exec(line);
          return row ? [{ method: row[1]!, path: row[2]!, source: `${file}:${index + 1}` }] : [];
        }),
    );
}

const segments = (route: string) => route.split('?')[0]!.split('/').filter(Boolean);
const isParameter = (segment: string) => /^\{[^}]+\}$/.test(segment);

/** Whether the spec's path names the OpenAPI path: a parameter matches any segment there. */
function names(specPath: string, apiPath: string): boolean {
  const spec = segments(specPath);
  const api = segments(apiPath.replace(/^\/api\/v1/, ''));
  return (
    spec.length === api.length &&
    spec.every(
      (part, i) => part === api[i] || isParameter(api[i]!) || (isParameter(part) && isParameter(api[i]!)),
    )
  );
}

/** A concrete URL for a spec path, with a stand-in for each parameter. */
const concrete = (specPath: string) => `/api/v1/${specPath.replace(/\{[^}]+\}/g, '1').split('?')[0]}`;

let ctx: TestContext;
let operations: { method: string; path: string }[];
let token: Token;

beforeAll(async () => {
  ctx = await createTestContext();
  token = await activeUser(ctx, 'spec-calls@example.nz');
  const document = (await ctx.app.inject({ method: 'GET', url: '/api/v1/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  operations = Object.entries(document.paths).flatMap(([route, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path: route })),
  );
});
afterAll(() => ctx.close());

describe('the call tables of the specification (issue 28 item 16)', () => {
  const calls = specCalls();

  test('are read: there are calls in each of the three documents', () => {
    expect(new Set(calls.map((call) => call.source.split(':')[0])).size).toBe(3);
    expect(calls.length).toBeGreaterThanOrEqual(55);
  });

  test.each(calls.map((call) => [`${call.method} ${call.path}`, call] as const))(
    '%s is in the OpenAPI document',
    (_name, call) => {
      const served = operations.some(
        (operation) => operation.method === call.method && names(call.path, operation.path),
      );
      expect(served, `${call.source}: ${call.method} ${call.path}`).toBe(true);
    },
  );

  test('a path the spec writes with a trailing slash is served as written', async () => {
    const slashed = calls.filter((call) => call.path.split('?')[0]!.endsWith('/'));
    expect(slashed.map((call) => call.path)).toContain('review/{reviewID}/load/');
    for (const call of slashed) {
      const ask = (url: string) =>
        ctx.app.inject({ method: call.method as 'GET', url, headers: bearer(token) });
      const asWritten = await ask(concrete(call.path));
      const withoutSlash = await ask(concrete(call.path).replace(/\/$/, ''));
      // The route answers, not the router's "There is nothing at …".
      expect([asWritten.statusCode, asWritten.body], `${call.method} ${call.path}`).toEqual([
        withoutSlash.statusCode,
        withoutSlash.body,
      ]);
    }
  });

  test('the user carries the spec’s field names beside today’s: wishlisted as well as wishlist', async () => {
    await seedDemoCatalogue(ctx.database.db, DEMO_CATALOGUE);
    const routeburn = (await placeIdBySlug(ctx.database.db, 'Track', 'routeburn-track'))!;
    const listed = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/wishlist/${routeburn}?type=Track`,
      headers: bearer(token),
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const user = (await ctx.app.inject({ method: 'GET', url: '/api/v1/user', headers: bearer(token) })).json<{
      wishlist: unknown[];
      wishlisted: unknown[];
    }>();
    expect(user.wishlisted).toEqual([{ id: routeburn, type: 'Track' }]);
    expect(user.wishlist).toEqual(user.wishlisted);
  });
});
