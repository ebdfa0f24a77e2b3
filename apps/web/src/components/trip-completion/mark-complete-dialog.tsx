import { nzDateOf, SOMETHING_WENT_WRONG } from '@waymark/domain';
import { useState } from 'react';
import { CompletedDayCalendar } from '@/components/trip-dates/completed-day-calendar.tsx';
import { failureMessage } from '@/lib/api-client.ts';
import { openReviewModal, type ReviewedPlace } from '@/lib/review-modal.ts';
import { Button } from '@/ui/button.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { Modal } from '@/ui/modal.tsx';
import { useMarkComplete } from './mark-complete-api.ts';

export type MarkCompleteDialogProps = {
  place: ReviewedPlace;
  onClose: () => void;
  /** Today in New Zealand, YYYY-MM-DD; the real today when left out. */
  today?: string;
};

/** "hut" as the dialogs and the mark-complete call name a Hut. */
const formType = (place: ReviewedPlace) => place.type.toLowerCase();

/**
 * The date dialog (spec 2 "Review dialogs", §4 Trip completion): the day the trip was done,
 * never a day still to come; saving marks it complete (`POST mark-complete`, which answers the
 * user's plans), then "Date submitted" offers to leave a review of it.
 */
export function MarkCompleteDialog({ place, onClose, today }: MarkCompleteDialogProps) {
  const [realToday] = useState(() => nzDateOf(new Date()));
  const [day, setDay] = useState<string | undefined>();
  const marking = useMarkComplete();
  const saving = marking.isPending;
  const close = (open: boolean) => {
    if (!open && !saving) onClose();
  };
  const save = () => {
    if (day) marking.mutate({ id: place.id, type: place.type, date: day });
  };

  if (marking.isSuccess) {
    return (
      <Modal
        open
        onOpenChange={close}
        size="sm"
        title="Date submitted"
        description={`Your ${formType(place)} is in your completed trips. Tell other walkers how it went?`}
        actions={
          <>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
            <Button
              onClick={() => {
                onClose();
                openReviewModal({ place, date: day });
              }}
            >
              Leave review
            </Button>
          </>
        }
      />
    );
  }

  return (
    <Modal
      open
      onOpenChange={close}
      size="sm"
      title={`When did you complete the ${formType(place)}?`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button onClick={save} disabled={!day} loading={saving}>
            Save date
          </Button>
        </>
      }
    >
      <CompletedDayCalendar day={day} onChange={setDay} today={today ?? realToday} />
      {marking.isError ? <FormAlert>{failureMessage(marking.error, SOMETHING_WENT_WRONG)}</FormAlert> : null}
    </Modal>
  );
}
