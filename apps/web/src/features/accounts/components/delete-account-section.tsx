import { useState } from 'react';
import { useLogOut } from '@/lib/session/use-log-out.ts';
import { Button } from '@/ui/button.tsx';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { useToast } from '@/ui/toast.tsx';
import { useDeleteAccount } from '../api/account-api.ts';
import { DELETE_ACCOUNT_CONFIRMATION, DELETE_ACCOUNT_FAILED } from '../messages.ts';
import styles from './account-sections.module.css';

/** Delete account, after the confirmation of spec 1 §8; then the person is logged out (spec 1 §4). */
export function DeleteAccountSection() {
  const logOut = useLogOut();
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const deletion = useDeleteAccount({
    onSuccess: () => {
      setOpen(false);
      // The login went with the account; there is nothing left to end on the server.
      logOut({ tellServer: false });
      toast({ title: 'Your account has been deleted.', tone: 'success' });
    },
  });

  return (
    <div className={styles.form}>
      <p className={styles.text}>
        This removes your profile, saved trips, gear lists, contacts and reviews for good.
      </p>
      <Button
        variant="danger"
        className={styles.action}
        onClick={() => {
          deletion.reset();
          setOpen(true);
        }}
      >
        Delete account
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete your account?"
        description={DELETE_ACCOUNT_CONFIRMATION}
        confirmLabel="Delete my account"
        onConfirm={() => deletion.mutate()}
        loading={deletion.isPending}
        // Whatever went wrong, spec 1 §8 gives deleting its own words.
        error={deletion.isError ? DELETE_ACCOUNT_FAILED : null}
      />
    </div>
  );
}
