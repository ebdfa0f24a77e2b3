import type { CustomTrack } from '@waymark/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
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

describe('deleting a custom track (spec 2 §2, §4)', () => {
  test('asks first, warning that its plans go too; the tile goes at once', async () => {
    answerPages([roys, wharf]);
    const deleting = deferred();
    api.on('DELETE custom-track/Trk0000000000001', () => deleting.promise);
    const { user } = await openMyCustomTracks();

    await user.click(
      within(await tile('Roys Peak loop')).getByRole('button', { name: 'Delete Roys Peak loop' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete this custom track?' });
    expect(dialog).toHaveTextContent('any trip plans made using it');
    await user.click(within(dialog).getByRole('button', { name: 'Delete track' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
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

  test('Cancel keeps the track', async () => {
    answerPages([roys]);
    const { user } = await openMyCustomTracks();

    await user.click(
      within(await tile('Roys Peak loop')).getByRole('button', { name: 'Delete Roys Peak loop' }),
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(api.calls('DELETE custom-track/Trk0000000000001')).toHaveLength(0);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Roys Peak loop' })).toHaveFocus());
    expect(screen.getByRole('article', { name: 'Roys Peak loop' })).toBeVisible();
  });

  test('when the delete fails the tile comes back and a message says it was not deleted', async () => {
    answerPages([roys]);
    api.on('DELETE custom-track/Trk0000000000001', { status: 500, body: { error: 'Internal Server Error' } });
    const { user } = await openMyCustomTracks();

    await user.click(
      within(await tile('Roys Peak loop')).getByRole('button', { name: 'Delete Roys Peak loop' }),
    );
    await user.click(screen.getByRole('button', { name: 'Delete track' }));

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
