import { useState } from 'react';
import { isPushSupported } from '@/lib/push-device.ts';
import { markPushWanted } from '@/lib/push-wish.ts';
import { Button } from '@/ui/button.tsx';
import styles from './push-prompt.module.css';

const DISMISSED = 'waymark:push-prompt-dismissed';

type Step = 'ask' | 'granted' | 'denied' | 'closed';

function firstStep(): Step {
  if (!isPushSupported() || localStorage.getItem(DISMISSED)) return 'closed';
  return Notification.permission === 'default' ? 'ask' : 'closed';
}

/**
 * Inside the installed app, home asks once for notifications (spec 1 home: the push-permission
 * request of the native app). The browser's own prompt follows a press, as browsers require;
 * the phone is subscribed for the walker when they log in (features/notifications).
 */
export function PushPrompt() {
  const [step, setStep] = useState<Step>(firstStep);
  if (step === 'closed') return null;

  async function turnOn() {
    const permission = await Notification.requestPermission();
    if (permission === 'granted') markPushWanted();
    setStep(permission === 'granted' ? 'granted' : permission === 'denied' ? 'denied' : 'ask');
  }

  function notNow() {
    localStorage.setItem(DISMISSED, 'yes');
    setStep('closed');
  }

  return (
    <section className={styles.prompt} aria-labelledby="push-prompt-heading">
      <h2 id="push-prompt-heading" className={styles.heading}>
        Get warnings before you go
      </h2>
      {step === 'ask' ? (
        <>
          <p className={styles.text}>
            Turn on notifications and we’ll tell you when a weather warning or track alert affects a trip
            you’ve planned, and remind you to check in when you’re back.
          </p>
          <div className={styles.actions}>
            <Button onClick={() => void turnOn()}>Turn on notifications</Button>
            <Button variant="ghost" onClick={notNow}>
              Not now
            </Button>
          </div>
        </>
      ) : (
        <p className={styles.text} role="status">
          {step === 'granted'
            ? 'Notifications are on. Log in or create an account, and they’ll come to this phone.'
            : 'Notifications are blocked. You can allow them for this app in your phone’s settings.'}
        </p>
      )}
    </section>
  );
}
