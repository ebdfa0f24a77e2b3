import { FormAlert } from '@/ui/form-alert.tsx';

/** After a save without a connection (issue 17): the change is safe here, and will be sent. */
export function SavedOnDeviceNote({ what }: { what: string }) {
  return (
    <FormAlert tone="info" title="Saved on this device">
      You’re offline, so your {what} will be sent as soon as you’re back online. You can close the app in the
      meantime.
    </FormAlert>
  );
}
