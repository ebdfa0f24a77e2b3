import type { PlanGear } from '@waymark/domain';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { useAppStore } from '@/lib/app-store.ts';
import { fakeApi, memberSession } from '@/lib/session/testing/fake-api.ts';
import type { FakeApi } from '@/lib/session/testing/fake-api.ts';
import { workingPlanFromPlan } from '@/lib/working-plan.ts';
import { locationFixture } from '@/test/catalogue-api-stub.ts';
import { planFixture } from '@/test/plan-fixture.ts';
import { MOBILE_WIDTH, renderApp } from '@/test/render-app.tsx';

vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await import('./gear-screen.tsx');
}, 30_000);

const listOf = (item: string): PlanGear => ({
  list: [{ title: 'Packing', items: [{ title: item, notes: '', packed: false, weight: null }] }],
  list_type: 'custom',
  list_preset_id: null,
  list_custom_id: 3,
});

let api: FakeApi;
beforeEach(() => {
  api = fakeApi({ 'POST events': { status: 202 } });
  api.on('GET tracks/routeburn-track', { body: locationFixture() });
  api.on('GET user/gear-list-template', { body: [] });
});

/** The phone's kept copy of a plan whose gear was since saved on the desktop. */
function openOnThePhone(
  fresh: ReturnType<typeof planFixture>,
  kept: ReturnType<typeof planFixture>,
  editedHere?: PlanGear,
) {
  api.on(`GET plan/${fresh.guid}/readonly`, { body: fresh });
  const saved = workingPlanFromPlan(kept);
  const working = editedHere ? { ...saved, gearList: editedHere } : saved;
  return renderApp('/tracks/routeburn-track/gear', {
    width: MOBILE_WIDTH,
    session: memberSession(api),
    store: { plan: working, savedPlan: saved, isPlanning: true },
  });
}

describe('a plan changed on another device (issue 28 item 3)', () => {
  test('opening its gear page shows the list as it now is, not the one kept on this device', async () => {
    const kept = planFixture({ version: 1, gearList: listOf('Old tent') });
    const fresh = planFixture({ version: 2, gearList: listOf('New stove') });
    openOnThePhone(fresh, kept);

    expect(await screen.findByDisplayValue('New stove')).toBeVisible();
    expect(screen.queryByDisplayValue('Old tent')).not.toBeInTheDocument();
    expect(useAppStore.getState().plan?.version).toBe(2);
  });

  test('a list changed here first is kept; its save meets the conflict, and "Reload the plan" loads the current one', async () => {
    const kept = planFixture({ version: 1, gearList: listOf('Old tent') });
    const fresh = planFixture({ version: 2, gearList: listOf('New stove') });
    // An edit made here before the page opened: not the server's to drop.
    const view = openOnThePhone(fresh, kept, listOf('My billy'));
    expect(await screen.findByDisplayValue('My billy')).toBeVisible();
    await waitFor(() => expect(api.calls(`GET plan/${fresh.guid}/readonly`)).toHaveLength(0));

    api.on(`PUT plan/${kept.id}/gear`, {
      status: 409,
      body: {
        error: 'Someone else changed this plan while you were editing it. Reload it to see their changes.',
      },
    });
    await view.user.click(screen.getByRole('button', { name: 'Save gear list to trip plan' }));
    expect(await screen.findByText(/Someone else changed this plan/)).toBeVisible();
    await view.user.click(screen.getByRole('button', { name: 'Reload the plan' }));

    expect(await screen.findByDisplayValue('New stove')).toBeVisible();
    await waitFor(() => expect(screen.queryByText(/Someone else changed this plan/)).not.toBeInTheDocument());
  });
});
