import type { Contact } from '@waymark/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeApi, memberSession } from '@/lib/session/testing/fake-api.ts';
import type { FakeApi } from '@/lib/session/testing/fake-api.ts';
import { planFixture } from '@/test/plan-fixture.ts';
import { renderApp } from '@/test/render-app.tsx';

vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await import('./plan-readonly-screen.tsx');
}, 30_000);

let api: FakeApi;
beforeEach(() => {
  api = fakeApi({ 'POST events': { status: 202 } });
  vi.useFakeTimers({ toFake: ['Date'] });
  // 4 pm on Saturday 12 December, the trip's last day.
  vi.setSystemTime(new Date('2026-12-12T16:00:00+13:00'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const mum: Contact = {
  id: 3,
  first_name: 'Hine',
  last_name: 'Ngata',
  fullname: 'Hine Ngata',
  email: 'hine@example.nz',
  phone: '021 555 0101',
  relationship: 'Mum',
  portrait: null,
  adult: true,
};

async function openPlan(plan = planFixture(), session: 'member' | 'guest' = 'member') {
  api.on(`GET plan/${plan.guid}/readonly`, { body: plan });
  renderApp(`/plan/${plan.guid}`, session === 'member' ? { session: memberSession(api) } : {});
  await screen.findByRole('heading', { level: 1, name: 'Routeburn Track' });
}

describe('the safety net on the read-only plan (issue 14)', () => {
  const fact = (name: string) =>
    within(screen.getByRole('region', { name: 'Safety details' })).getByText(name).nextElementSibling;

  test('the safety details say when the emergency contact is told', async () => {
    await openPlan(planFixture({ emergency_contact: mum, grace_hours: 6 }));
    expect(fact('Emergency contact told')).toHaveTextContent(
      '6 hours after the trip ends if nobody has checked in',
    );
  });

  test('without an emergency contact nobody is told, and a check-in is shown once made', async () => {
    await openPlan(planFixture({ back_safe_at: '2026-12-12T03:12:00.000Z' }));
    expect(fact('Emergency contact told')).toHaveTextContent('Nobody: no emergency contact has been chosen');
    expect(fact('Checked in')).toHaveTextContent('Back safe at 4:12pm Sat 12th Dec');
  });

  test('its owner is offered the check-in while the trip is under way', async () => {
    await openPlan();
    expect(screen.getByRole('link', { name: 'I’m back safe' })).toHaveAttribute(
      'href',
      '/account/my-walks/12/check-in',
    );
  });

  test('someone who only reads the link is not', async () => {
    await openPlan(planFixture({ acceptanceState: 'none' }), 'guest');
    expect(screen.queryByRole('link', { name: 'I’m back safe' })).not.toBeInTheDocument();
  });
});
