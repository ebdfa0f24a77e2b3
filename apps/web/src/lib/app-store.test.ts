import { STORE_VERSION } from '@waymark/domain';
import { beforeEach, describe, expect, test } from 'vitest';
import { resetStore, sampleToken, sampleUser } from '@/test/render-app.tsx';
import { STORE_NAME, selectPlanDates, useAppStore } from './app-store.ts';

function storedOnDevice(): { state: Record<string, unknown>; version: number } {
  return JSON.parse(localStorage.getItem(STORE_NAME) ?? 'null') as {
    state: Record<string, unknown>;
    version: number;
  };
}

const somePlace = { id: 12, type: 'Track', slug: 'routeburn-track', title: 'Routeburn Track' };

beforeEach(() => {
  resetStore();
  localStorage.clear();
});

describe('what is kept on the device', () => {
  test('exactly the keys of spec 1 §3 are stored, under the store version', () => {
    useAppStore.getState().setAccessToken(sampleToken);
    useAppStore.getState().setMapStyle('Satellite');
    useAppStore.getState().setOffline(true);

    const stored = storedOnDevice();
    expect(stored.version).toBe(STORE_VERSION);
    expect(Object.keys(stored.state).sort()).toEqual(
      [
        'accessToken',
        'activationEmail',
        'isPlanning',
        'isSearching',
        'plan',
        'previewPortrait',
        'savedPlan',
        'searchHistory',
        'searchTerm',
        'temporaryContacts',
        'temporaryFiles',
        'user',
      ].sort(),
    );
    expect(stored.state.accessToken).toEqual(sampleToken);
  });

  test('a session stored by this version survives a reload', async () => {
    localStorage.setItem(
      STORE_NAME,
      JSON.stringify({ state: { accessToken: sampleToken, user: sampleUser }, version: STORE_VERSION }),
    );
    await useAppStore.persist.rehydrate();

    expect(useAppStore.getState().accessToken).toEqual(sampleToken);
    expect(useAppStore.getState().user).toEqual(sampleUser);
  });

  test('state stored by another version is thrown away on reload (spec 1 §4)', async () => {
    localStorage.setItem(
      STORE_NAME,
      JSON.stringify({
        state: { accessToken: sampleToken, user: sampleUser, searchTerm: 'routeburn', plan: { id: 3 } },
        version: 0.2,
      }),
    );
    await useAppStore.persist.rehydrate();

    const state = useAppStore.getState();
    expect(state.accessToken).toBeNull();
    expect(state.user).toBeNull();
    expect(state.searchTerm).toBe('');
    expect(state.plan).toBeNull();
    // The reset state is written back under the current version.
    expect(storedOnDevice()).toMatchObject({ version: STORE_VERSION, state: { accessToken: null } });
  });
});

describe('when the user goes', () => {
  function withEverythingSet() {
    useAppStore.setState({
      accessToken: sampleToken,
      user: sampleUser,
      selectedLocation: somePlace,
      viewedLocation: somePlace,
      plan: { location: somePlace },
      savedPlan: { id: 3, location: somePlace },
      isPlanning: true,
      previewPortrait: 'blob:portrait',
      temporaryContacts: [{ key: 'device-1', first_name: 'Mere', last_name: 'Tane', fullname: 'Mere Tane' }],
      temporaryFiles: [{ key: 'device-2', title: 'route.pdf', size: 1200, type: 'application/pdf' }],
      searchHistory: [{ id: 12, type: 'Track', title: 'Routeburn Track', slug: 'routeburn-track' }],
    });
  }

  test('setting no user forgets their place, plan, portrait and temporary contacts and files', () => {
    withEverythingSet();
    useAppStore.getState().setUser(null);

    const state = useAppStore.getState();
    expect(state.user).toBeNull();
    expect(state.selectedLocation).toBeNull();
    expect(state.viewedLocation).toBeNull();
    expect(state.plan).toBeNull();
    expect(state.savedPlan).toBeNull();
    expect(state.previewPortrait).toBeNull();
    expect(state.temporaryContacts).toEqual([]);
    expect(state.temporaryFiles).toEqual([]);
    // Searches are the device's, not the user's.
    expect(state.searchHistory).toHaveLength(1);
  });

  test('setting a new user keeps the current place and plan', () => {
    withEverythingSet();
    useAppStore.getState().setUser({ ...sampleUser, first_name: 'Hemi' });

    const state = useAppStore.getState();
    expect(state.user?.first_name).toBe('Hemi');
    expect(state.selectedLocation).toEqual(somePlace);
    expect(state.plan).toEqual({ location: somePlace });
  });

  test('logout clears the token, user, gear templates and plan, and the device forgets them', () => {
    withEverythingSet();
    useAppStore.getState().logout();

    const state = useAppStore.getState();
    expect(state.accessToken).toBeNull();
    expect(state.user).toBeNull();
    expect(state.plan).toBeNull();
    expect(storedOnDevice().state).toMatchObject({ accessToken: null, user: null, plan: null });
  });
});

describe('trip dates on the working plan', () => {
  const dates = { date: { start: '2026-11-28', end: '2026-11-29' }, start_time: '08:00', end_time: '16:30' };
  const otherPlace = { id: 40, type: 'Hut', slug: 'mueller-hut', title: 'Mueller Hut' };

  test('choosing dates with no plan starts a draft plan for the place, kept on the device', () => {
    useAppStore.getState().setTripDates(somePlace, dates);

    expect(selectPlanDates(useAppStore.getState())).toEqual(dates);
    expect(storedOnDevice().state.plan).toEqual({ location: somePlace, ...dates });
  });

  test('clearing the dates keeps the rest of the plan', () => {
    useAppStore.setState({ plan: { location: somePlace, is_published: false, ...dates } });
    useAppStore.getState().setTripDates(somePlace, null);

    expect(useAppStore.getState().plan).toEqual({ location: somePlace, is_published: false });
    expect(selectPlanDates(useAppStore.getState())).toBeUndefined();
  });

  test('a page for another place resets the plan and flushes the saved plan', () => {
    useAppStore.setState({ plan: { location: somePlace, ...dates }, savedPlan: { location: somePlace } });
    useAppStore.getState().resetPlanUnlessFor(somePlace);
    expect(selectPlanDates(useAppStore.getState())).toEqual(dates);

    useAppStore.getState().resetPlanUnlessFor(otherPlace);
    expect(useAppStore.getState().plan).toBeNull();
    expect(useAppStore.getState().savedPlan).toBeNull();
  });
});
