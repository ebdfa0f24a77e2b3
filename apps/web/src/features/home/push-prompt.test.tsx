import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { isPushWanted } from '@/lib/push-wish.ts';
import { PushPrompt } from './push-prompt.tsx';

/** A browser with Web Push whose notification permission is `permission`, answering `answer`. */
function browserAsking(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
  vi.stubGlobal('PushManager', class {});
  const notification = { permission, requestPermission: vi.fn(async () => answer) };
  vi.stubGlobal('Notification', notification);
  return notification;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('PushPrompt (the installed app’s home)', () => {
  test('asks once; allowing keeps the wish for the next login and says so', async () => {
    const notification = browserAsking('default');
    render(<PushPrompt />);
    await userEvent.click(screen.getByRole('button', { name: 'Turn on notifications' }));
    expect(notification.requestPermission).toHaveBeenCalled();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Notifications are on. Log in or create an account, and they’ll come to this phone.',
    );
    expect(isPushWanted()).toBe(true);
  });

  test('a refusal says how to allow them later, and nothing is kept', async () => {
    browserAsking('default', 'denied');
    render(<PushPrompt />);
    await userEvent.click(screen.getByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Notifications are blocked.');
    expect(isPushWanted()).toBe(false);
  });

  test('"Not now" is remembered: home does not ask again', async () => {
    browserAsking('default');
    const { unmount } = render(<PushPrompt />);
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('heading', { name: 'Get warnings before you go' })).not.toBeInTheDocument();
    unmount();
    render(<PushPrompt />);
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).not.toBeInTheDocument();
  });

  test('once the browser has an answer, or has no Web Push, there is nothing to ask', () => {
    browserAsking('granted');
    const { unmount } = render(<PushPrompt />);
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).not.toBeInTheDocument();
    unmount();
    // jsdom, like older iPhones outside the home screen, has no PushManager.
    vi.unstubAllGlobals();
    render(<PushPrompt />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
