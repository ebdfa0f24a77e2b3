import type { Contact } from '@waymark/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, onTestFinished, test, vi } from 'vitest';
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
  const view = renderApp(`/plan/${plan.guid}`, session === 'member' ? { session: memberSession(api) } : {});
  await screen.findByRole('heading', { level: 1, name: 'Routeburn Track' });
  return view;
}

describe('the group (issue 28)', () => {
  test('starts with the plan’s maker, in full with their phone, for whoever reads the link', async () => {
    await openPlan(
      planFixture({
        acceptanceState: 'none',
        private_details_shown: false,
        user: { id: 7, first_name: 'Aroha', last_name: 'Walker', phone: '027 555 0199' },
        contacts: [{ ...mum, email: '' }],
      }),
      'guest',
    );
    const people = within(screen.getByRole('region', { name: 'The group' })).getAllByRole('listitem');
    expect(people.map((person) => person.textContent)).toEqual([
      'Aroha Walker · Made this plan027 555 0199',
      'Hine Ngata · Mum021 555 0101',
    ]);
    expect(within(people[0]!).getByRole('link', { name: '027 555 0199' })).toHaveAttribute(
      'href',
      'tel:0275550199',
    );
  });

  test('a maker alone on the trip is still named', async () => {
    await openPlan(planFixture({ user: { id: 7, first_name: 'Aroha', last_name: 'Walker', phone: '' } }));
    expect(screen.getByRole('region', { name: 'The group' })).toHaveTextContent(
      'Aroha Walker · Made this plan',
    );
  });
});

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

describe('what a reader of the link is shown (decision 025)', () => {
  const safetyFact = (name: string) =>
    within(screen.getByRole('region', { name: 'Safety details' })).getByText(name).nextElementSibling;

  test('the vehicle is said to be for the people on the trip, not shown as missing; phones are shown', async () => {
    await openPlan(
      planFixture({
        acceptanceState: 'none',
        private_details_shown: false,
        contacts: [{ ...mum, email: '' }],
        vehicle: { description: '', registration: '', parked_at: '' },
      }),
      'guest',
    );
    expect(screen.getByRole('link', { name: '021 555 0101' })).toHaveAttribute('href', 'tel:0215550101');
    expect(safetyFact('Vehicle')).toHaveTextContent('Shown to the people on this trip');
    expect(
      screen.getByText(/The vehicle and private documents are shown to the people on this trip/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/signin');
  });

  test('the people on the trip see the phones and the vehicle as given', async () => {
    await openPlan(
      planFixture({
        contacts: [mum],
        vehicle: { description: 'Blue Subaru', registration: 'KEA123', parked_at: 'Routeburn Shelter' },
      }),
    );
    expect(screen.getByRole('link', { name: '021 555 0101' })).toHaveAttribute('href', 'tel:0215550101');
    expect(safetyFact('Vehicle')).toHaveTextContent('Blue Subaru, KEA123, parked at Routeburn Shelter');
    expect(screen.queryByText(/shown to the people on this trip/i)).not.toBeInTheDocument();
  });

  test('a private document is fetched with the reader’s login, since a plain link cannot send it', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:route-card');
    URL.revokeObjectURL = vi.fn();
    const plan = planFixture({
      attachments: [
        {
          id: 5,
          title: 'route card.pdf',
          size: 2048,
          type: 'application/pdf',
          file: 'route card.pdf',
          url: '/api/v1/plan/pQ7xR2mK9vL4nB8cD1fG3h/documents/5',
          ext: 'pdf',
        },
      ],
    });
    api.on(`GET plan/${plan.guid}/documents/5`, { body: '%PDF-1.7' });
    // The fetched file is handed to the browser by a link of its own, which jsdom cannot follow.
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    onTestFinished(() => saved.mockRestore());
    const { user } = await openPlan(plan);
    await user.click(screen.getByRole('link', { name: 'route card.pdf' }));
    await waitFor(() => expect(saved).toHaveBeenCalledOnce());
    expect(saved.mock.contexts[0]).toMatchObject({ download: 'route card.pdf', href: 'blob:route-card' });
    expect(api.calls(`GET plan/${plan.guid}/documents/5`)[0]!.headers.get('Authorization')).toMatch(
      /^Bearer /,
    );
  });
});
