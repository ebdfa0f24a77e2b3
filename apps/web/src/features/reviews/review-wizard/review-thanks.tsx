import { useEffect } from 'react';
import { closeReviewModal } from '@/lib/review-modal.ts';
import { Button } from '@/ui/button.tsx';
import { Modal } from '@/ui/modal.tsx';
import styles from './review-wizard.module.css';

/** Spec 2 §9: the thanks screen closes itself after 30 seconds. */
export const THANKS_AUTO_CLOSE_MS = 30_000;

/** After a review is saved: thanks, and a word on photos that wait for a moderator. */
export function ReviewThanks({ photosWait, updated }: { photosWait: boolean; updated: boolean }) {
  useEffect(() => {
    const timer = window.setTimeout(closeReviewModal, THANKS_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) closeReviewModal();
      }}
      title="Thank you for your review"
      size="sm"
      actions={<Button onClick={closeReviewModal}>Close</Button>}
    >
      <p className={styles.thanks}>
        {updated ? 'Your review has been updated.' : 'Your review helps other walkers plan their trips.'}
      </p>
      {photosWait ? (
        <p className={styles.thanks}>
          Your images will be approved by an administrator before they are shown.
        </p>
      ) : null}
    </Modal>
  );
}
