import { AppConfigSchema, HealthSchema } from '@waymark/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestContext, expectedDatabaseKind, type TestContext } from './test-context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ PRODUCT_NAME: 'Waymark Test' });
});
afterAll(() => ctx.close());

describe('GET /api/v1/health', () => {
  test('says the server is up and which database it uses', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    const body = HealthSchema.parse(res.json());
    expect(body.database).toBe(expectedDatabaseKind());
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe('GET /api/v1/config', () => {
  test('answers the app settings with the product name from the environment', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/config' });
    expect(res.statusCode).toBe(200);
    const settings = AppConfigSchema.parse(res.json());
    expect(settings.product.name).toBe('Waymark Test');
    expect(settings.search.recommended_tracks_heading).toBe('Recommended tracks');
    expect(settings.credits.data).toContain('Department of Conservation');
  });
});

describe('API documentation', () => {
  test('the OpenAPI document lists the calls with their response schemas', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, { get?: { responses: object } }> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/v1/health', '/api/v1/config']));
    expect(doc.paths['/api/v1/health']?.get?.responses).toHaveProperty('200');
  });

  test('the docs page is served for people to read', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});

describe('security headers', () => {
  test('responses carry helmet headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
