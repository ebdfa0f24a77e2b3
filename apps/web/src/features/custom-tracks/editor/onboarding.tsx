import { useState } from 'react';
import { Button } from '@/ui/button.tsx';
import { Modal } from '@/ui/modal.tsx';
import styles from './custom-track-editor.module.css';

/** Spec 2 §2: four slides; the words are ours. */
export const ONBOARDING_SLIDES = [
  {
    title: 'Draw your own track',
    text: 'Plan a route the catalogue doesn’t have: a day out linking tracks, a side trip to a tarn, a loop from the car park. Your tracks are kept in My Custom Tracks.',
  },
  {
    title: 'Place markers on the map',
    text: 'Tap the map to put down your start point, then tap again for each place you will pass. Tap a marker to move it, delete it, or change how its leg is drawn. The small dots between markers add one in between.',
  },
  {
    title: 'Snap to path',
    text: 'With snap to path on, each leg follows New Zealand’s tracks and routes between your markers. Where no track joins two markers the leg is a dashed straight line, and the list says why. Check those legs on a topographic map.',
  },
  {
    title: 'Save, share and plan',
    text: 'Every change saves itself, and undo and redo go back as far as you need. When the track is ready, check its alerts and weather, make a trip plan on it, or share a copy with your group.',
  },
] as const;

export type OnboardingContext = 'first-time' | 'returning';

/**
 * The editor's onboarding (spec 2 §2): Back on the first slide leaves the editor the first time
 * (there is nothing behind it yet); the last slide creates a track, or just closes for someone
 * who opened it from Help.
 */
export function Onboarding({
  context,
  onCreate,
  onLeave,
  onClose,
}: {
  context: OnboardingContext;
  onCreate: () => void;
  onLeave: () => void;
  onClose: () => void;
}) {
  const [slide, setSlide] = useState(0);
  const last = slide === ONBOARDING_SLIDES.length - 1;
  const { title, text } = ONBOARDING_SLIDES[slide]!;
  const back = () => {
    if (slide > 0) setSlide(slide - 1);
    else if (context === 'first-time') onLeave();
    else onClose();
  };
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) (context === 'first-time' ? onLeave : onClose)();
      }}
      title={title}
      description={`Step ${slide + 1} of ${ONBOARDING_SLIDES.length}`}
      actions={
        <>
          <Button variant="secondary" onClick={back}>
            Back
          </Button>
          {!last ? (
            <Button onClick={() => setSlide(slide + 1)}>Next</Button>
          ) : context === 'first-time' ? (
            <Button onClick={onCreate}>Create a custom track</Button>
          ) : (
            <Button onClick={onClose}>Close</Button>
          )}
        </>
      }
    >
      <p className={styles.slideText}>{text}</p>
      <ol className={styles.slideDots} aria-hidden="true">
        {ONBOARDING_SLIDES.map((item, index) => (
          <li key={item.title} className={index === slide ? styles.slideDotCurrent : undefined} />
        ))}
      </ol>
    </Modal>
  );
}
