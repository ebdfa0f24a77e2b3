import type { Plan, PlanList } from '@waymark/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeApi, memberSession } from '@/lib/session/testing/fake-api.ts';
import type { FakeApi } from '@/lib/session/testing/fake-api.ts';
import { planFixture } from '@/test/plan-fixture.ts';
import { renderApp } from '@/test/render-app.tsx';

vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await import('./my-walks-screen.tsx');
}, 30_000);

let api: FakeApi;
beforeEach(() => {
  api = fakeApi({ 'POST events': { status: 202 } });
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function walks(groups: Partial<PlanList>): PlanList {
  return { completing: [], upcoming: [], draft: [], completed: [], all_loaded: true, ...groups };
}

async function openMyWalks(list: PlanList) {
  api.on('GET plan', { body: list });
  renderApp('/account/my-walks', { session: memberSession(api) });
  await screen.findByRole('heading', { level: 1, name: 'My Walks' });
}

const card = (name: string) => screen.findByRole('article', { name });
const checkInLink = (name: string) => screen.queryByRole('link', { name: `I’m back safe from ${name}` });

describe('"I’m back safe" in My Walks (issue 14)', () => {
  const trip = (custom_trip_name: string, changes: Partial<Plan> = {}) =>
    planFixture({ custom_trip_name, ...changes });

  test('shows on a trip under way for its owner and its editors, and leads to its check-in', async () => {
    // 4 pm on Saturday 12 December, the trip's last day.
    vi.setSystemTime(new Date('2026-12-12T16:00:00+13:00'));
    await openMyWalks(
      walks({
        completing: [
          trip('Routeburn', { id: 12 }),
          trip('With Mere', { id: 13, acceptanceState: 'accepted', isShared: true }),
          trip('Invited', { id: 14, acceptanceState: 'pending', isShared: true, isPendingInvitation: true }),
          trip('Already home', { id: 15, back_safe_at: '2026-12-12T02:00:00.000Z' }),
        ],
        upcoming: [
          trip('Next week', {
            id: 16,
            date: { ...planFixture().date!, start: '2026-12-19', end: '2026-12-20' },
          }),
        ],
      }),
    );

    await card('Routeburn');
    expect(checkInLink('Routeburn')).toHaveAttribute('href', '/account/my-walks/12/check-in');
    expect(checkInLink('With Mere')).toHaveAttribute('href', '/account/my-walks/13/check-in');
    expect(checkInLink('Invited')).not.toBeInTheDocument();
    expect(checkInLink('Already home')).not.toBeInTheDocument();
    expect(checkInLink('Next week')).not.toBeInTheDocument();
  });

  test('still shows in Completed trips for a day after the alarm, then goes', async () => {
    const overdue = trip('Overdue');
    // 9 pm Saturday: past the end (5 pm) and the alarm (7 pm).
    vi.setSystemTime(new Date('2026-12-12T21:00:00+13:00'));
    await openMyWalks(walks({ completed: [overdue] }));
    const completed = await screen.findByRole('region', { name: 'Completed trips' });
    expect(within(completed).getByRole('link', { name: 'I’m back safe from Overdue' })).toBeInTheDocument();
  });

  test('is not offered a day after the alarm, nor on a draft', async () => {
    vi.setSystemTime(new Date('2026-12-13T19:01:00+13:00'));
    await openMyWalks(
      walks({ completed: [trip('Long ago')], draft: [trip('Draft', { id: 20, is_published: false })] }),
    );
    await card('Long ago');
    expect(checkInLink('Long ago')).not.toBeInTheDocument();
    expect(checkInLink('Draft')).not.toBeInTheDocument();
  });
});
