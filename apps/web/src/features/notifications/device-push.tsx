import { SOMETHING_WENT_WRONG } from '@waymark/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { failureMessage } from '@/lib/api-client.ts';
import { useProductName } from '@/lib/app-config.ts';
import { isPushSupported } from '@/lib/push-device.ts';
import { FormAlert } from '@/ui/form-alert.tsx';
import { Switch } from '@/ui/switch.tsx';
import styles from './notifications-screen.module.css';
import { readDevicePush, turnOffDevicePush, turnOnDevicePush } from '@/lib/push-subscription.ts';
import type { DevicePushState } from '@/lib/push-subscription.ts';

const DEVICE_PUSH_KEY = ['device-push'] as const;

/**
 * "Notifications on this device" (issue 14): Web Push, where the browser has it. The switch
 * says what this device does now; blocked in the browser, it says how to allow it.
 */
export function DevicePush() {
  return isPushSupported() ? <DevicePushSwitch /> : null;
}

function DevicePushSwitch() {
  const productName = useProductName();
  const queryClient = useQueryClient();
  const state = useQuery({
    queryKey: DEVICE_PUSH_KEY,
    queryFn: readDevicePush,
    staleTime: Infinity,
    retry: false,
  });
  const change = useMutation({
    mutationKey: ['device-push', 'change'],
    mutationFn: (on: boolean) => (on ? turnOnDevicePush() : turnOffDevicePush()),
    onSuccess: (next: DevicePushState) => queryClient.setQueryData(DEVICE_PUSH_KEY, next),
  });
  const current = state.data ?? 'off';

  return (
    <section className={styles.device} aria-labelledby="device-push-title">
      <h2 id="device-push-title" className={styles.sectionTitle}>
        This device
      </h2>
      <Switch
        label="Notifications on this device"
        description={`Your notifications pop up here even when ${productName} is closed.`}
        checked={current === 'on'}
        disabled={state.isPending || change.isPending}
        onCheckedChange={(on) => change.mutate(on)}
      />
      {current === 'blocked' ? (
        <FormAlert tone="info" title="Notifications are blocked in this browser">
          To allow them, open this site’s settings (the icon beside the web address), set Notifications to
          Allow, reload the page and turn this on again.
        </FormAlert>
      ) : null}
      {change.isError ? <FormAlert>{failureMessage(change.error, SOMETHING_WENT_WRONG)}</FormAlert> : null}
    </section>
  );
}
