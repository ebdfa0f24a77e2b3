import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { useAppStore } from '@/lib/app-store.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { ToastProvider } from '@/ui/toast.tsx';
import { deferred, fakeApi, freshToken, userWith } from '@/lib/session/testing/fake-api.ts';
import { resetStore } from '@/test/render-app.tsx';
import { WishlistButton } from './wishlist-button.tsx';

afterEach(() => vi.unstubAllGlobals());

const routeburn = { id: 2, type: 'Track' as const, title: 'Routeburn Track' };
const muellerHut = { id: 9, type: 'Hut' as const };

function renderHeart(session: 'member' | 'guest' = 'member') {
  resetStore();
  if (session === 'member') {
    useAppStore.setState({ accessToken: freshToken(), user: userWith({ wishlist: [muellerHut] }) });
  }
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <WishlistButton place={routeburn} variant="tile" />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), heart: screen.getByRole('button', { name: 'Wishlist Routeburn Track' }) };
}

const wishlist = () => useAppStore.getState().user?.wishlist;

describe('the wishlist heart (spec 2 §4)', () => {
  test('turns at once, then the store call follows and its user is kept', async () => {
    const api = fakeApi();
    const answer = deferred();
    api.on('POST wishlist/2', () => answer.promise);
    const { user, heart } = renderHeart();
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    // A second press cannot race the first while it is on its way.
    expect(heart).toBeDisabled();
    await waitFor(() => expect(api.calls('POST wishlist/2')).toHaveLength(1));
    expect(api.calls('POST wishlist/2')[0]!.query.get('type')).toBe('Track');

    const fromServer = userWith({ wishlist: [{ id: 2, type: 'Track' }, muellerHut], first_name: 'Server' });
    answer.resolve({ body: fromServer });
    await waitFor(() => expect(heart).toBeEnabled());
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(useAppStore.getState().user?.first_name).toBe('Server');
  });

  test('a failed call puts the heart back, leaves the rest of the wishlist alone and says so', async () => {
    const api = fakeApi();
    const answer = deferred();
    api.on('POST wishlist/2', () => answer.promise);
    const { user, heart } = renderHeart();

    await user.click(heart);
    expect(wishlist()).toEqual([{ id: 2, type: 'Track' }, muellerHut]);
    answer.resolve({ status: 500, body: { error: 'The wishlist is resting.' } });

    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    // The loading flag is reset: it can be pressed again.
    expect(heart).toBeEnabled();
    expect(wishlist()).toEqual([muellerHut]);
    expect(await screen.findByText('We couldn’t update your wishlist')).toBeInTheDocument();
    expect(screen.getByText('The wishlist is resting.')).toBeInTheDocument();
  });

  test('a visitor is asked to log in, and the place is added after, unless it already was', async () => {
    const api = fakeApi();
    api.on('POST wishlist/2', { body: userWith({ wishlist: [{ id: 2, type: 'Track' }] }) });
    const { user, heart } = renderHeart('guest');

    await user.click(heart);
    expect(useAppStore.getState().loginModals.login).toBe(true);
    expect(api.calls('POST wishlist/2')).toHaveLength(0);

    // Their account already has it: adding would take it off, so nothing is sent.
    useAppStore.setState({
      accessToken: freshToken(),
      user: userWith({ wishlist: [{ id: 2, type: 'Track' }] }),
    });
    useAppStore.getState().postLoginIntent?.onLogin?.();
    expect(api.calls('POST wishlist/2')).toHaveLength(0);

    // Another visitor whose account does not have it: it is added.
    useAppStore.setState({ accessToken: null, user: null });
    await user.click(heart);
    useAppStore.setState({ accessToken: freshToken(), user: userWith({ wishlist: [] }) });
    useAppStore.getState().postLoginIntent?.onLogin?.();
    await waitFor(() => expect(api.calls('POST wishlist/2')).toHaveLength(1));
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
  });
});
