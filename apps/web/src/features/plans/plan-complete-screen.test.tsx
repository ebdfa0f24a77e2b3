import { pathFor } from '@waymark/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeApi, memberSession } from '@/lib/session/testing/fake-api.ts';
import type { FakeApi } from '@/lib/session/testing/fake-api.ts';
import { workingPlanFromPlan } from '@/lib/working-plan.ts';
import { planFixture } from '@/test/plan-fixture.ts';
import { MOBILE_WIDTH, renderApp } from '@/test/render-app.tsx';

vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await import('./plan-complete-screen.tsx');
}, 30_000);

let api: FakeApi;
beforeEach(() => {
  api = fakeApi({ 'POST events': { status: 202 } });
});
afterEach(() => vi.unstubAllGlobals());

const OPTED_OUT = 'Mere asked not to receive trip plan emails from you.';

function openPlanComplete(plan: ReturnType<typeof planFixture>) {
  renderApp(pathFor('plan-complete'), {
    width: MOBILE_WIDTH,
    session: memberSession(api),
    store: { savedPlan: workingPlanFromPlan(plan) },
  });
}

describe('the plan-complete page after sharing', () => {
  test('says in words whom the save did not email, and why', async () => {
    openPlanComplete(
      planFixture({ unsent_notices: [{ name: 'Mere', email: 'mere@example.nz', reason: OPTED_OUT }] }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Your plan is shared' });
    const notice = screen.getByRole('status');
    expect(within(notice).getByText('Not everyone was emailed')).toBeVisible();
    expect(within(notice).getByRole('listitem')).toHaveTextContent(`We did not email Mere. ${OPTED_OUT}`);
  });

  test('says nothing of the kind when everyone was emailed', async () => {
    openPlanComplete(planFixture());
    await screen.findByRole('heading', { level: 1, name: 'Your plan is shared' });
    expect(screen.queryByText('Not everyone was emailed')).not.toBeInTheDocument();
  });
});
