import clsx from 'clsx';
import { useId, useState } from 'react';
import type { CSSProperties } from 'react';
import styles from './my-reviews.module.css';

/** Comments taller than this fold behind "Read more" (spec 2 My Reviews). */
const FOLDED_HEIGHT_PX = 72;

/**
 * A review's comment, folded to 72 px when it is taller. Its height is only known once laid out
 * (and changes with the width), so it is measured as it renders and whenever it resizes.
 */
export function ReviewComment({ comment }: { comment: string }) {
  const [tall, setTall] = useState(false);
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className={styles.comment}>
      <p
        id={id}
        className={clsx(styles.commentText, tall && !open && styles.folded)}
        style={{ '--folded-height': `${FOLDED_HEIGHT_PX}px` } as CSSProperties}
        ref={(text) => {
          if (!text) return;
          const measure = () => setTall(text.scrollHeight > FOLDED_HEIGHT_PX);
          measure();
          const observer = new ResizeObserver(measure);
          observer.observe(text);
          return () => observer.disconnect();
        }}
      >
        {comment}
      </p>
      {tall ? (
        <button
          type="button"
          className={styles.readMore}
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Read less' : 'Read more'}
        </button>
      ) : null}
    </div>
  );
}
