import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { setEditsWaiting } from '@/lib/offline/outbox-status.ts';
import { OfflineBanner } from './offline-banner.tsx';

/** The browser's connection as the walker's phone reports it, and the event it fires. */
function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  setEditsWaiting(0);
});

describe('OfflineBanner', () => {
  test('says nothing while there is a connection and nothing waits', () => {
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  test('offline, says what still works; and how many changes wait once some do', () => {
    render(<OfflineBanner />);
    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent(
      'You’re offline. Plans and places saved for offline still open, and changes you save are sent when you’re back online.',
    );
    act(() => setEditsWaiting(2));
    expect(screen.getByRole('status')).toHaveTextContent('2 changes waiting to send.');
  });

  test('back online with changes still waiting, says they are being sent', () => {
    setEditsWaiting(1);
    render(<OfflineBanner />);
    goOffline(true);
    goOffline(false);
    expect(screen.getByRole('status')).toHaveTextContent('Sending 1 change you made offline…');
  });
});
