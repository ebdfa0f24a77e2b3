import { useEffect } from 'react';
import { forgetPushWanted } from '@/lib/push-device.ts';
import { turnOnDevicePush } from './push-subscription.ts';

/**
 * Once someone logs in on a phone where the installed app was allowed to notify (home's
 * PushPrompt), the phone is subscribed for them, as the native app registers its device after
 * a login. A failure is left for the notifications page's switch, which says what happened.
 */
export function PushAfterLogin() {
  useEffect(() => {
    if (Notification.permission !== 'granted') return;
    turnOnDevicePush()
      .then(forgetPushWanted)
      .catch(() => undefined);
  }, []);
  return null;
}
