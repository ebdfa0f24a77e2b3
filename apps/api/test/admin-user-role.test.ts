import { UserSchema } from '@waymark/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { activeUser, bearer, freshIp } from '#test/accounts-helpers.ts';
import { createTestContext, type TestContext } from '#test/test-context.ts';

const ADMIN_API_TOKEN = 'staff-token-for-tests-0123456789abcdef';
const URL = '/api/v1/admin/users/role';
const WALKER = 'role-walker@example.nz';

let ctx: TestContext;
let walkerToken: Awaited<ReturnType<typeof activeUser>>;
beforeAll(async () => {
  ctx = await createTestContext({ ADMIN_API_TOKEN });
  walkerToken = await activeUser(ctx, WALKER);
});
afterAll(() => ctx.close());

function setRole(
  payload: unknown,
  headers: Record<string, string> = { authorization: `Bearer ${ADMIN_API_TOKEN}` },
) {
  return ctx.app.inject({
    method: 'POST',
    url: URL,
    remoteAddress: freshIp(),
    headers,
    payload: payload as object,
  });
}

async function walker() {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/user', headers: bearer(walkerToken) });
  expect(res.statusCode, res.body).toBe(200);
  return UserSchema.parse(res.json());
}

describe('the user response', () => {
  test('says whether the person is staff; a new account is an ordinary user', async () => {
    expect((await walker()).role).toBe('user');
  });
});

describe('POST admin/users/role', () => {
  test('without ADMIN_API_TOKEN the route does not exist', async () => {
    const plain = await createTestContext();
    try {
      const res = await plain.app.inject({
        method: 'POST',
        url: URL,
        headers: { authorization: `Bearer ${ADMIN_API_TOKEN}` },
        payload: { email: WALKER, role: 'staff' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  test('no token, a wrong token or a signed-in walker’s own token is a 403 and changes nothing', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer not-the-staff-token-0123456789abcdef' },
      bearer(walkerToken),
    ];
    for (const headers of attempts) {
      const res = await setRole({ email: WALKER, role: 'staff' }, headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'Staff access only.' });
    }
    expect((await walker()).role).toBe('user');
  });

  test('an address nobody has is a 404 that names it', async () => {
    const res = await setRole({ email: 'nobody@example.nz', role: 'staff' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'No account has the address nobody@example.nz.' });
  });

  test('a role that is not user or staff is refused', async () => {
    expect((await setRole({ email: WALKER, role: 'admin' })).statusCode).toBe(400);
  });

  test('promotes a walker to staff (the address in any case) and demotes them again', async () => {
    const promoted = await setRole({ email: WALKER.toUpperCase(), role: 'staff' });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json()).toEqual({ email: WALKER, role: 'staff' });
    expect((await walker()).role).toBe('staff');
    // Staff now, the walker may moderate photos.
    const pending = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/review-photos/pending',
      headers: bearer(walkerToken),
    });
    expect(pending.statusCode).toBe(200);

    expect((await setRole({ email: WALKER, role: 'user' })).statusCode).toBe(200);
    expect((await walker()).role).toBe('user');
  });
});
