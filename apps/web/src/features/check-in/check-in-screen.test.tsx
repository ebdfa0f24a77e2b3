import {
  BACK_SAFE_DONE,
  CHECK_IN_LINK_INVALID,
  CHECK_IN_LINK_USED,
  EXTEND_MUST_BE_LATER,
  extendTooFar,
  EXTENSIONS_USED_UP,
} from '@waymark/domain';
import type { CheckIn } from '@waymark/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { deferred, fakeApi, memberSession } from '@/lib/session/testing/fake-api.ts';
import type { FakeApi } from '@/lib/session/testing/fake-api.ts';
import { currentPath, renderApp } from '@/test/render-app.tsx';

vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await import('./check-in-screen.tsx');
}, 30_000);

const TOKEN = 'Zx9_kP2mQ7vL4nB8cD1fG3hJ5kL7mN9pQ1rS3tU5vW7';
const LINK = `/check-in/${TOKEN}`;

let api: FakeApi;
beforeEach(() => {
  api = fakeApi({ 'POST events': { status: 202 } });
  // 4 pm on the last day of the trip, in New Zealand summer time.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-12T16:00:00+13:00'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const time = (hour: string, meridiem: 'AM' | 'PM') => ({ hour, minute: '00', meridiem, valid: true });

/**
 * Routeburn from Thursday to 5 pm Saturday, the emergency contact told at 7 pm; not extended yet,
 * so it may be 3 times, to 5 pm Monday at the latest.
 */
function checkInWith(changes: Partial<CheckIn> = {}): CheckIn {
  return {
    plan_id: 12,
    guid: 'pQ7xR2mK9vL4nB8cD1fG3h',
    trip_name: 'Routeburn with the kids',
    place_title: 'Routeburn Track',
    owner_first_name: 'Aroha',
    date: {
      start: '2026-12-10',
      end: '2026-12-12',
      start_time: time('08', 'AM'),
      end_time: time('05', 'PM'),
    },
    grace_hours: 2,
    ends: '2026-12-12T04:00:00.000Z',
    alarm: '2026-12-12T06:00:00.000Z',
    back_safe_at: null,
    has_emergency_contact: true,
    escalated: false,
    extensions_left: 3,
    latest_end: '2026-12-14T04:00:00.000Z',
    ...changes,
  };
}

async function openLink(answer: CheckIn = checkInWith()) {
  api.on(`GET check-in/${TOKEN}`, { body: answer });
  const view = renderApp(LINK);
  await screen.findByRole('heading', { level: 1, name: answer.trip_name });
  return view;
}

const backSafeButton = () => screen.getByRole('button', { name: 'I’m back safe' });

describe('checking in from the mailed link, without logging in', () => {
  test('says when the trip ends and when the emergency contact will be told', async () => {
    await openLink();
    expect(screen.getByText('Are you back, Aroha?')).toBeInTheDocument();
    expect(screen.getByText('Your trip ends at 5:00pm Sat 12th Dec.')).toBeInTheDocument();
    expect(
      screen.getByText('If nobody checks in by 7:00pm Sat 12th Dec, we will email your emergency contact.'),
    ).toBeInTheDocument();
  });

  test('without an emergency contact it says nobody will be emailed and suggests adding one', async () => {
    await openLink(checkInWith({ has_emergency_contact: false }));
    expect(
      screen.getByText(
        'This trip has no emergency contact, so nobody will be emailed if you do not check in.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/Add one to the plan/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the trip plan' })).toHaveAttribute(
      'href',
      '/plan/pQ7xR2mK9vL4nB8cD1fG3h',
    );
  });

  test('"I’m back safe" checks in and says so', async () => {
    api.on(`POST check-in/${TOKEN}/back-safe`, {
      body: checkInWith({ back_safe_at: '2026-12-12T03:00:00.000Z' }),
    });
    const { user } = await openLink();
    await user.click(backSafeButton());

    expect(await screen.findByText(BACK_SAFE_DONE)).toBeInTheDocument();
    // The button pressed is gone; focus is on what it did.
    expect(document.activeElement).toHaveTextContent(BACK_SAFE_DONE);
    expect(api.calls(`POST check-in/${TOKEN}/back-safe`)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'I’m back safe' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Extend my trip' })).not.toBeInTheDocument();
  });

  test('without signal, "I’m back safe" waits for a connection and says what to do meanwhile', async () => {
    await openLink();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fireEvent(window, new Event('offline'));
    expect(await screen.findByText('Checking in needs a connection')).toBeInTheDocument();
    expect(backSafeButton()).toBeDisabled();
    onLine.mockReturnValue(true);
    fireEvent(window, new Event('online'));
    await waitFor(() => expect(backSafeButton()).toBeEnabled());
    expect(screen.queryByText('Checking in needs a connection')).not.toBeInTheDocument();
    onLine.mockRestore();
  });

  test('after the escalation, checking in says the emergency contact is being told', async () => {
    api.on(`POST check-in/${TOKEN}/back-safe`, {
      body: checkInWith({ escalated: true, back_safe_at: '2026-12-12T07:00:00.000Z' }),
    });
    const { user } = await openLink(checkInWith({ escalated: true }));
    expect(screen.getByText(/your emergency contact has been told you are overdue/)).toBeInTheDocument();

    await user.click(backSafeButton());
    expect(
      await screen.findByText(
        'Your emergency contact was told you were overdue, so we are telling them you are back.',
      ),
    ).toBeInTheDocument();
  });

  test('a failed check-in says why and can be pressed again', async () => {
    const second = deferred();
    let attempts = 0;
    api.on(`POST check-in/${TOKEN}/back-safe`, () => {
      attempts += 1;
      return attempts === 1
        ? { status: 503, body: { error: 'We could not reach the database. Please try again.' } }
        : second.promise;
    });
    const { user } = await openLink();
    await user.click(backSafeButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the database. Please try again.',
    );
    await user.click(backSafeButton());
    second.resolve({ body: checkInWith({ back_safe_at: '2026-12-12T03:00:00.000Z' }) });
    expect(await screen.findByText(BACK_SAFE_DONE)).toBeInTheDocument();
  });

  test('a used link says so, with the way to the trip', async () => {
    api.on(`GET check-in/${TOKEN}`, { status: 410, body: { error: CHECK_IN_LINK_USED } });
    renderApp(LINK);
    expect(await screen.findByText(CHECK_IN_LINK_USED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/signin');
    expect(screen.queryByRole('button', { name: 'I’m back safe' })).not.toBeInTheDocument();
  });

  test('an unknown link is not valid', async () => {
    api.on(`GET check-in/${TOKEN}`, { status: 404, body: { error: 'Not found' } });
    renderApp(LINK);
    expect(await screen.findByText(CHECK_IN_LINK_INVALID)).toBeInTheDocument();
  });

  test('a link cut short in the mail is not sent to the server', async () => {
    renderApp('/check-in/Zx9_kP2mQ7');
    expect(
      await screen.findByText('That check-in link is not complete. Open it from the email again.'),
    ).toBeInTheDocument();
    expect(api.requests.filter((request) => request.path.startsWith('check-in'))).toEqual([]);
  });
});

describe('extending the trip', () => {
  async function chooseEnd(user: Awaited<ReturnType<typeof openLink>>['user'], day: string, hour: string) {
    fireEvent.change(screen.getByLabelText('New end date'), { target: { value: day } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'New end hour' }), hour);
    await user.selectOptions(screen.getByRole('combobox', { name: 'New end AM or PM' }), 'AM');
  }

  test('sends the chosen end and shows the new check-in and alarm', async () => {
    api.on(`POST check-in/${TOKEN}/extend`, {
      body: checkInWith({
        date: {
          ...checkInWith().date,
          end: '2026-12-13',
          end_time: time('11', 'AM'),
        },
        ends: '2026-12-12T22:00:00.000Z',
        alarm: '2026-12-13T00:00:00.000Z',
      }),
    });
    const { user } = await openLink();
    await chooseEnd(user, '2026-12-13', '11');
    await user.click(screen.getByRole('button', { name: 'Extend my trip' }));

    expect(await screen.findByText('Your trip is extended')).toBeInTheDocument();
    expect(api.calls(`POST check-in/${TOKEN}/extend`).map((call) => call.body)).toEqual([
      { end: '2026-12-13', end_time: { hour: '11', minute: '00', meridiem: 'AM', valid: true } },
    ]);
    expect(
      screen.getByText(
        'It now ends at 11:00am Sun 13th Dec. If nobody checks in by 1:00pm Sun 13th Dec, we will email your emergency contact.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Your trip ends at 11:00am Sun 13th Dec.')).toBeInTheDocument();
  });

  test('an end no later than the current one is refused before anything is sent', async () => {
    const { user } = await openLink();
    await chooseEnd(user, '2026-12-12', '09');
    await user.click(screen.getByRole('button', { name: 'Extend my trip' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(EXTEND_MUST_BE_LATER);
    expect(api.calls(`POST check-in/${TOKEN}/extend`)).toHaveLength(0);
  });

  test('says how many extensions are left, and how late the trip may end', async () => {
    await openLink(checkInWith({ extensions_left: 1 }));
    expect(
      screen.getByText(/You can extend it once more, to 5:00pm Mon 14th Dec at the latest\./),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('New end date')).toHaveAttribute('max', '2026-12-14');
  });

  test('an end past the latest is refused before anything is sent', async () => {
    const { user } = await openLink();
    await chooseEnd(user, '2026-12-15', '09');
    await user.click(screen.getByRole('button', { name: 'Extend my trip' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      extendTooFar(new Date('2026-12-14T04:00:00.000Z')),
    );
    expect(api.calls(`POST check-in/${TOKEN}/extend`)).toHaveLength(0);
  });

  test('with no extensions left, the form gives way to what to do instead', async () => {
    await openLink(checkInWith({ extensions_left: 0 }));
    expect(screen.getByText(EXTENSIONS_USED_UP)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Extend my trip' })).not.toBeInTheDocument();
    expect(backSafeButton()).toBeEnabled();
  });

  test('a failed extension keeps what was chosen, to send again', async () => {
    api.on(`POST check-in/${TOKEN}/extend`, {
      status: 409,
      body: { error: EXTENSIONS_USED_UP },
    });
    const { user } = await openLink();
    await chooseEnd(user, '2026-12-13', '11');
    await user.click(screen.getByRole('button', { name: 'Extend my trip' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(EXTENSIONS_USED_UP);
    expect(screen.getByLabelText('New end date')).toHaveValue('2026-12-13');
    expect(screen.getByRole('combobox', { name: 'New end hour' })).toHaveValue('11');
    expect(screen.getByRole('button', { name: 'Extend my trip' })).toBeEnabled();
  });
});

describe('checking in from My Walks', () => {
  test('reads the trip by its id for a member, and checks in by it', async () => {
    api.on('GET plan/12/check-in', { body: checkInWith() });
    api.on('POST plan/12/back-safe', { body: checkInWith({ back_safe_at: '2026-12-12T03:00:00.000Z' }) });
    const { user } = renderApp('/account/my-walks/12/check-in', { session: memberSession(api) });
    await screen.findByRole('heading', { level: 1, name: 'Routeburn with the kids' });

    await user.click(backSafeButton());
    expect(await screen.findByText(BACK_SAFE_DONE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Walks' })).toHaveAttribute('href', '/account/my-walks');
  });

  test('a trip already checked in says when', async () => {
    api.on('GET plan/12/check-in', { body: checkInWith({ back_safe_at: '2026-12-12T03:12:00.000Z' }) });
    renderApp('/account/my-walks/12/check-in', { session: memberSession(api) });
    expect(
      await screen.findByText('You checked in as back safe at 4:12pm Sat 12th Dec.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I’m back safe' })).not.toBeInTheDocument();
  });

  test('a visitor is sent home', async () => {
    const { router } = renderApp('/account/my-walks/12/check-in');
    await waitFor(() => expect(currentPath(router)).toBe('/home'));
    expect(api.calls('GET plan/12/check-in')).toHaveLength(0);
  });
});
