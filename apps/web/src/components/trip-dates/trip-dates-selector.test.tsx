import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { STORE_NAME, useAppStore } from '@/lib/app-store.ts';
import { alertGroupsFixture, locationFixture, stubCatalogueApi } from '@/test/catalogue-api-stub.ts';
import { currentPath, DESKTOP_WIDTH, MOBILE_WIDTH, renderApp } from '@/test/render-app.tsx';
import { setViewportWidth } from '@/test/viewport.ts';

// The whole app renders here, lazily loaded screens and all; a busy machine needs the time.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await Promise.all([
    import('@/features/places/location-screen.tsx'),
    import('@/features/plans/select-dates-screen.tsx'),
    import('@/features/search/tracks-screen.tsx'),
    import('@/features/alerts/alerts-screen.tsx'),
    import('./trip-dates-picker.tsx'),
  ]);
}, 30_000);

// Friday 20 November 2026, 9am in New Zealand: the calendar opens on November.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T09:00:00+13:00'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const routeburn = locationFixture();
const day = (date: string) => screen.getByRole('button', { name: new RegExp(`^\\w+ ${date}\\b`) });

async function openTrack(width = DESKTOP_WIDTH) {
  stubCatalogueApi({ places: [routeburn] });
  const app = renderApp('/tracks/routeburn-track', { width });
  await screen.findByRole('heading', { level: 1, name: 'Routeburn Track' });
  await waitFor(() => expect(useAppStore.getState().selectedLocation?.slug).toBe('routeburn-track'));
  return app;
}

async function chooseDayTrip(user: ReturnType<typeof renderApp>['user'], date: string) {
  await user.click(await screen.findByRole('button', { name: new RegExp(`^\\w+ ${date}\\b`) }));
  await user.click(day(date));
  await user.click(screen.getByRole('button', { name: 'Save trip dates' }));
}

describe('the trip-date selector on desktop', () => {
  test('opens the "Trip dates" dialog; a day chosen twice is saved to the plan as a day trip', async () => {
    const { user } = await openTrack();
    await user.click(screen.getByRole('button', { name: 'Add trip dates' }));
    const dialog = await screen.findByRole('dialog', { name: 'Trip dates' });
    expect(await within(dialog).findByText('Select the date twice for a day trip.')).toBeInTheDocument();
    expect(day('19 November 2026')).toBeDisabled();

    await chooseDayTrip(user, '28 November 2026');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Sat 28th Nov, 8:00am – 5:00pm' })).toBeInTheDocument();
    expect(useAppStore.getState().plan).toMatchObject({
      location: { type: 'Track', slug: 'routeburn-track' },
      date: { start: '2026-11-28', end: '2026-11-28' },
      start_time: '08:00',
      end_time: '17:00',
    });
    // The working plan is kept on the device, so the dates survive a reload.
    const stored = JSON.parse(localStorage.getItem(STORE_NAME) ?? '{}') as { state?: { plan?: unknown } };
    expect(stored.state?.plan).toMatchObject({ date: { start: '2026-11-28', end: '2026-11-28' } });
  });

  test('an end before the start on a day trip says "Invalid end time." and saves nothing', async () => {
    const { user } = await openTrack();
    await user.click(screen.getByRole('button', { name: 'Add trip dates' }));
    await user.click(await screen.findByRole('button', { name: /^\w+ 28 November 2026/ }));
    await user.click(day('28 November 2026'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'End AM or PM' }), 'AM');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid end time.');

    await user.click(screen.getByRole('button', { name: 'Save trip dates' }));
    expect(screen.getByRole('dialog', { name: 'Trip dates' })).toBeInTheDocument();
    expect(useAppStore.getState().plan?.date).toBeUndefined();
  });

  test('the clear button clears the chosen dates', async () => {
    const { user } = await openTrack();
    await user.click(screen.getByRole('button', { name: 'Add trip dates' }));
    await chooseDayTrip(user, '28 November 2026');

    await user.click(await screen.findByRole('button', { name: 'Clear trip dates' }));
    expect(screen.getByRole('button', { name: 'Add trip dates' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear trip dates' })).not.toBeInTheDocument();
    expect(useAppStore.getState().plan?.date).toBeUndefined();
  });

  test('by keyboard: Enter opens the dialog, focus lands on today, Tab comes back to the calendar', async () => {
    const { user } = await openTrack();
    screen.getByRole('button', { name: 'Add trip dates' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Trip dates' });
    await waitFor(() => expect(day('20 November 2026')).toHaveFocus());

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(day('22 November 2026')).toHaveFocus();

    // Round the dialog once: its focus trap brings Tab back to the grid's one tab stop.
    within(dialog).getByRole('button', { name: 'Close' }).focus();
    const grid = within(dialog).getByRole('grid');
    for (let presses = 0; presses < 5 && !grid.contains(document.activeElement); presses++) {
      await user.tab();
    }
    expect(day('22 November 2026')).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Add trip dates' })).toHaveFocus();
  });

  test('narrowing the window takes the dialog away, and widening it again does not reopen it', async () => {
    const { user } = await openTrack();
    await user.click(screen.getByRole('button', { name: 'Add trip dates' }));
    await screen.findByRole('dialog', { name: 'Trip dates' });

    setViewportWidth(MOBILE_WIDTH);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Add trip dates' })).toBeInTheDocument();
    setViewportWidth(DESKTOP_WIDTH);
    expect(await screen.findByRole('button', { name: 'Add trip dates' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the trip-date selector on a place section', () => {
  test('on the alerts page, dates chosen in the dialog narrow the alerts asked for', async () => {
    const api = stubCatalogueApi({ places: [routeburn], alerts: () => alertGroupsFixture() });
    const { user } = renderApp('/tracks/routeburn-track/alerts');
    await user.click(await screen.findByRole('button', { name: 'Add trip dates' }));
    await user.click(await screen.findByRole('button', { name: /^\w+ 28 November 2026/ }));
    await user.click(day('29 November 2026'));
    await user.click(screen.getByRole('button', { name: 'Save trip dates' }));

    expect(
      await screen.findByRole('button', { name: 'Sat 28th Nov 8:00am – Sun 29th Nov 5:00pm' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        api.conditionsAsked.some(
          (url) =>
            url.pathname.endsWith('alerts/track/routeburn-track') &&
            url.searchParams.get('start') === '2026-11-28' &&
            url.searchParams.get('end') === '2026-11-29',
        ),
      ).toBe(true),
    );
  });
});

describe('the trip-date selector below desktop width', () => {
  test('goes to /select-date, which saves and returns to the place', async () => {
    const { user, router } = await openTrack(MOBILE_WIDTH);
    const selector = screen.getByRole('link', { name: 'Add trip dates' });
    expect(selector).toHaveAttribute('href', '/select-date');

    await user.click(selector);
    expect(await screen.findByRole('heading', { level: 1, name: 'Select trip dates' })).toBeInTheDocument();
    expect(screen.getByText('Routeburn Track')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/select-date');

    await chooseDayTrip(user, '28 November 2026');
    await waitFor(() => expect(currentPath(router)).toBe('/tracks/routeburn-track'));
    expect(await screen.findByRole('link', { name: 'Sat 28th Nov, 8:00am – 5:00pm' })).toBeInTheDocument();
  });

  test('Cancel on /select-date goes back to the place without choosing dates', async () => {
    const { user, router } = await openTrack(MOBILE_WIDTH);
    await user.click(screen.getByRole('link', { name: 'Add trip dates' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(currentPath(router)).toBe('/tracks/routeburn-track'));
    expect(await screen.findByRole('link', { name: 'Add trip dates' })).toBeInTheDocument();
    expect(useAppStore.getState().plan?.date).toBeUndefined();
  });

  test('tablets get the page too: the dialog is for desktop widths (992 px and up)', async () => {
    await openTrack(991);
    expect(screen.getByRole('link', { name: 'Add trip dates' })).toHaveAttribute('href', '/select-date');
  });

  test('returning to desktop width leaves /select-date for the place', async () => {
    const { user, router } = await openTrack(MOBILE_WIDTH);
    await user.click(screen.getByRole('link', { name: 'Add trip dates' }));
    await screen.findByRole('heading', { level: 1, name: 'Select trip dates' });

    setViewportWidth(DESKTOP_WIDTH);
    await waitFor(() => expect(currentPath(router)).toBe('/tracks/routeburn-track'));
    expect(await screen.findByRole('button', { name: 'Add trip dates' })).toBeInTheDocument();
  });
});

describe('the select-date page', () => {
  test('redirects to tracks when no place is selected', async () => {
    stubCatalogueApi({ places: [routeburn] });
    const { router } = renderApp('/select-date', { width: MOBILE_WIDTH });
    await waitFor(() => expect(currentPath(router)).toBe('/tracks'));
  });
});
