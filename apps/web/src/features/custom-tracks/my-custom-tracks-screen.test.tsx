import { customTrackInUseMessage } from '@waymark/domain';
import type { CustomTrack } from '@waymark/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { deferred, fakeApi, memberSession } from '@/lib/session/testing/fake-api.ts';
import type { FakeApi } from '@/lib/session/testing/fake-api.ts';
import { customTrackFixture } from '@/test/custom-track-fixture.ts';
import { currentPath, renderApp } from '@/test/render-app.tsx';

vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await import('./my-custom-tracks-screen.tsx');
}, 30_000);

const roys = customTrackFixture();
const wharf = customTrackFixture({
  id: 'Trk0000000000002',
  title: 'Wharf to lookout',
  distance: 0.45,
  last_edited: '2026-11-20T22:00:00.000Z',
});

/** Stands in for the browser's IntersectionObserver so a test can scroll near the list's end. */
class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    FakeIntersectionObserver.all = FakeIntersectionObserver.all.filter((one) => one !== this);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}

/** The walker scrolls until the end of the list is within the observers' margin. */
function scrollNearEnd() {
  act(() => {
    for (const observer of FakeIntersectionObserver.all) {
      const entries = observer.observed.map((target) => ({ target, isIntersecting: true }));
      observer.callback(entries as IntersectionObserverEntry[], observer as unknown as IntersectionObserver);
    }
  });
}

let api: FakeApi;
beforeEach(() => {
  api = fakeApi({ 'POST events': { status: 202 } });
  FakeIntersectionObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'share');
});

function answerPages(...pages: CustomTrack[][]) {
  api.on('GET custom-track', (request) => {
    const page = Number(request.query.get('page'));
    return { body: { tracks: pages[page] ?? [], all_loaded: page >= pages.length - 1 } };
  });
}

async function openMyCustomTracks() {
  const view = renderApp('/account/my-custom-tracks', { session: memberSession(api) });
  await screen.findByRole('heading', { level: 1, name: 'My Custom Tracks' });
  return view;
}

const tile = (title: string) => screen.findByRole('article', { name: title });

describe('My Custom Tracks (spec 2 §2)', () => {
  test('a tile to create a track comes first, then each track with its distance and last edited date', async () => {
    answerPages([roys, wharf]);
    await openMyCustomTracks();

    const first = await tile('Roys Peak loop');
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(within(items[0]!).getByRole('link', { name: 'Create custom track' })).toHaveAttribute(
      'href',
      '/custom-track-editor',
    );
    expect(within(first).getByRole('link', { name: /^Roys Peak loop/ })).toHaveAttribute(
      'href',
      '/custom-tracks/Trk0000000000001',
    );
    expect(first).toHaveTextContent('16.20 km');
    expect(first).toHaveTextContent('Last edited 04/03/2026');
    expect(within(first).getByRole('link', { name: 'Edit Roys Peak loop' })).toHaveAttribute(
      'href',
      '/custom-track-editor/Trk0000000000001',
    );
    // Under 1 km in metres; edited on the 21st in New Zealand, the 20th in UTC.
    const second = await tile('Wharf to lookout');
    expect(second).toHaveTextContent('450.00 m');
    expect(second).toHaveTextContent('Last edited 21/11/2026');
  });

  test('with no tracks yet it says so and offers to create one', async () => {
    answerPages([]);
    await openMyCustomTracks();

    expect(await screen.findByRole('heading', { name: 'You haven’t made a custom track yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create custom track' })).toHaveAttribute(
      'href',
      '/custom-track-editor',
    );
  });

  test('when the list cannot load it says so, and Try again loads it', async () => {
    api.on('GET custom-track', { status: 500, body: { error: 'Internal Server Error' } });
    const { user } = await openMyCustomTracks();

    expect(await screen.findByRole('heading', { name: 'We couldn’t load your custom tracks' })).toBeVisible();
    answerPages([roys]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await tile('Roys Peak loop')).toBeVisible();
  });

  test('scrolling within 300 px of the end loads the next page, with a loader meanwhile (spec 2 §9)', async () => {
    const secondPage = deferred();
    api.on('GET custom-track', (request) =>
      request.query.get('page') === '0'
        ? { body: { tracks: [roys], all_loaded: false } }
        : secondPage.promise,
    );
    await openMyCustomTracks();
    await tile('Roys Peak loop');
    expect(FakeIntersectionObserver.all.map((observer) => observer.options.rootMargin)).toEqual([
      '0px 0px 300px 0px',
    ]);

    scrollNearEnd();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading more tracks…');
    expect(api.calls('GET custom-track').map((call) => call.query.get('page'))).toEqual(['0', '1']);

    secondPage.resolve({ body: { tracks: [wharf], all_loaded: true } });
    expect(await tile('Wharf to lookout')).toBeVisible();
    expect(screen.queryByText('Loading more tracks…')).not.toBeInTheDocument();
    // Everything is loaded: scrolling on asks for nothing more.
    scrollNearEnd();
    expect(api.calls('GET custom-track')).toHaveLength(2);
  });

  test('a page that fails to load says so, and Try again loads it', async () => {
    let secondPageFails = true;
    api.on('GET custom-track', (request) =>
      request.query.get('page') === '0'
        ? { body: { tracks: [roys], all_loaded: false } }
        : secondPageFails
          ? { status: 500, body: { error: 'Internal Server Error' } }
          : { body: { tracks: [wharf], all_loaded: true } },
    );
    const { user } = await openMyCustomTracks();
    await tile('Roys Peak loop');

    scrollNearEnd();
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t load more of your tracks.');
    expect(screen.getByRole('article', { name: 'Roys Peak loop' })).toBeVisible();
    secondPageFails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await tile('Wharf to lookout')).toBeVisible();
  });
});

describe('deleting a custom track (spec 2 §2, §4; issue 27)', () => {
  const ROYS_PLANS = 'GET custom-track/Trk0000000000001/plans';
  const ROYS_DELETE = 'DELETE custom-track/Trk0000000000001';
  const sunrise = { id: 3, name: 'Sunrise on Roys', is_published: true };
  const draft = { id: 7, name: 'Roys Peak loop', is_published: false };

  async function askToDelete(user: UserEvent, title: string) {
    await user.click(within(await tile(title)).getByRole('button', { name: `Delete ${title}` }));
    return screen.getByRole('dialog', { name: 'Delete this custom track?' });
  }

  test('with no plans on it, it asks first; the tile goes at once', async () => {
    answerPages([roys, wharf]);
    api.on(ROYS_PLANS, { body: { plans: [] } });
    const deleting = deferred();
    api.on(ROYS_DELETE, () => deleting.promise);
    const { user } = await openMyCustomTracks();

    const dialog = await askToDelete(user, 'Roys Peak loop');
    await waitFor(() =>
      expect(dialog).toHaveAccessibleDescription('Roys Peak loop will be deleted. This can’t be undone.'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete track' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls(ROYS_DELETE)[0]?.query.has('plans')).toBe(false);
    // Its Delete button is gone with it; the keyboard carries on from the top of the list.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Create custom track' })).toHaveFocus());
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Roys Peak loop' })).not.toBeInTheDocument(),
    );
    answerPages([wharf]);
    deleting.resolve({ status: 204 });
    expect(await tile('Wharf to lookout')).toBeVisible();
    expect(screen.queryByRole('article', { name: 'Roys Peak loop' })).not.toBeInTheDocument();
  });

  test('it names the plans that go with it, marks the published one, and deletes exactly those', async () => {
    answerPages([roys]);
    api.on(ROYS_PLANS, { body: { plans: [sunrise, draft] } });
    api.on(ROYS_DELETE, { status: 204 });
    const { user } = await openMyCustomTracks();

    const dialog = await askToDelete(user, 'Roys Peak loop');
    const plans = await within(dialog).findAllByRole('listitem');
    expect(dialog).toHaveAccessibleDescription(
      /^Roys Peak loop will be deleted, and so will these trip plans made on it:/,
    );
    expect(plans.map((plan) => plan.textContent)).toEqual([
      'Sunrise on Roys Published: its group and emergency contact were told, and its safety net stops.',
      'Roys Peak loop',
    ]);
    expect(dialog).toHaveTextContent('This can’t be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete track and 2 plans' }));

    await waitFor(() => expect(api.calls(ROYS_DELETE)).toHaveLength(1));
    expect(api.calls(ROYS_DELETE)[0]!.query.get('plans')).toBe('3,7');
  });

  test('while it checks for plans it says so, and Delete waits for the answer', async () => {
    answerPages([roys]);
    const listing = deferred();
    api.on(ROYS_PLANS, () => listing.promise);
    const { user } = await openMyCustomTracks();

    const dialog = await askToDelete(user, 'Roys Peak loop');
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Checking which of your trip plans are made on Roys Peak loop…',
    );
    expect(within(dialog).getByRole('button', { name: 'Delete track' })).toBeDisabled();

    listing.resolve({ body: { plans: [draft] } });
    expect(await within(dialog).findByRole('button', { name: 'Delete track and 1 plan' })).toBeEnabled();
    expect(dialog).toHaveTextContent('and so will this trip plan made on it:');
  });

  test('when the plans cannot be checked it says so, Delete stays off, and Try again checks again', async () => {
    answerPages([roys]);
    let fails = true;
    api.on(ROYS_PLANS, () =>
      fails ? { status: 500, body: { error: 'Internal Server Error' } } : { body: { plans: [sunrise] } },
    );
    const { user } = await openMyCustomTracks();

    const dialog = await askToDelete(user, 'Roys Peak loop');
    // Past the query's own retries.
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('We couldn’t check which of your trip plans are made on it.');
    expect(within(dialog).getByRole('button', { name: 'Delete track' })).toBeDisabled();

    fails = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('button', { name: 'Delete track and 1 plan' })).toBeEnabled();
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('Sunrise on Roys');
  });

  test('a plan made on it meanwhile: the tile comes back, and the dialog says why and names it', async () => {
    answerPages([roys]);
    let onTrack: (typeof sunrise)[] = [];
    api.on(ROYS_PLANS, () => ({ body: { plans: onTrack } }));
    api.on(ROYS_DELETE, (request) =>
      request.query.get('plans') === '3'
        ? { status: 204 }
        : { status: 409, body: { error: customTrackInUseMessage(['Sunrise on Roys']) } },
    );
    const { user } = await openMyCustomTracks();

    const dialog = await askToDelete(user, 'Roys Peak loop');
    const deleteTrack = within(dialog).getByRole('button', { name: 'Delete track' });
    await waitFor(() => expect(deleteTrack).toBeEnabled());
    // Another device publishes a plan on the track while the dialog is open.
    onTrack = [sunrise];
    await user.click(deleteTrack);

    const again = await screen.findByRole('dialog', { name: 'Delete this custom track?' });
    expect(await within(again).findByRole('alert')).toHaveTextContent(
      'This track is used by your trip plan “Sunrise on Roys”.',
    );
    expect(await within(again).findByRole('listitem')).toHaveTextContent('Sunrise on Roys');
    // Back in the list, behind the dialog (which hides the page from assistive technology).
    expect(screen.getByRole('article', { name: 'Roys Peak loop', hidden: true })).toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: 'Delete track and 1 plan' }));

    await waitFor(() => expect(api.calls(ROYS_DELETE)).toHaveLength(2));
    expect(api.calls(ROYS_DELETE)[1]!.query.get('plans')).toBe('3');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('Cancel keeps the track', async () => {
    answerPages([roys]);
    api.on(ROYS_PLANS, { body: { plans: [sunrise] } });
    const { user } = await openMyCustomTracks();

    await askToDelete(user, 'Roys Peak loop');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(api.calls(ROYS_DELETE)).toHaveLength(0);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Roys Peak loop' })).toHaveFocus());
    expect(screen.getByRole('article', { name: 'Roys Peak loop' })).toBeVisible();
  });

  test('when the delete fails the tile comes back and a message says it was not deleted', async () => {
    answerPages([roys]);
    api.on(ROYS_PLANS, { body: { plans: [] } });
    api.on(ROYS_DELETE, { status: 500, body: { error: 'Internal Server Error' } });
    const { user } = await openMyCustomTracks();

    const dialog = await askToDelete(user, 'Roys Peak loop');
    const deleteTrack = within(dialog).getByRole('button', { name: 'Delete track' });
    await waitFor(() => expect(deleteTrack).toBeEnabled());
    await user.click(deleteTrack);

    expect(await screen.findByText('We couldn’t delete Roys Peak loop')).toBeVisible();
    expect(await tile('Roys Peak loop')).toBeVisible();
  });
});

describe('sharing a custom track (spec 2 §2, spec 3 "Share modal")', () => {
  const link = `${window.location.origin}/share-custom-track/Trk0000000000001`;

  test('without a native share, a modal explains the copy and gives the link to copy', async () => {
    answerPages([roys]);
    const { user } = await openMyCustomTracks();

    await user.click(
      within(await tile('Roys Peak loop')).getByRole('button', { name: 'Share Roys Peak loop' }),
    );
    const modal = screen.getByRole('dialog', { name: 'Share a copy of your custom track' });
    expect(modal).toHaveAccessibleDescription(/gets their own copy of Roys Peak loop/);
    expect(modal).toHaveAccessibleDescription(/only change that person’s own copy/);
    expect(within(modal).getByRole('textbox', { name: 'Link to a copy of the track' })).toHaveValue(link);

    await user.click(within(modal).getByRole('button', { name: 'Copy URL' }));
    expect(await within(modal).findByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(link);
  });

  test('a native share gets the track’s name and link, and no modal opens', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    answerPages([roys]);
    const { user } = await openMyCustomTracks();

    await user.click(
      within(await tile('Roys Peak loop')).getByRole('button', { name: 'Share Roys Peak loop' }),
    );
    expect(share).toHaveBeenCalledWith({ title: 'Roys Peak loop', url: link });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

test('a guest is sent home (spec 2 §6)', async () => {
  const { router } = renderApp('/account/my-custom-tracks');
  await waitFor(() => expect(currentPath(router)).toBe('/home'));
});
