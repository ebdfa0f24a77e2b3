import clsx from 'clsx';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { ArrowLeftIcon, ArrowRightIcon } from './icons.tsx';
import styles from './carousel.module.css';

export type CarouselProps<T> = {
  /** Names the carousel, e.g. "Photos of Routeburn Track". */
  label: string;
  slides: readonly T[];
  renderSlide: (slide: T, index: number) => ReactNode;
  /** Something drawn over the current slide, e.g. its photo credit. */
  renderOverlay?: (slide: T, index: number) => ReactNode;
  className?: string;
};

/**
 * One slide per page, looping at both ends (spec 2 §9), with previous/next buttons and a dot
 * per slide. Only the current slide is shown to assistive technology.
 */
export function Carousel<T>({ label, slides, renderSlide, renderOverlay, className }: CarouselProps<T>) {
  const [index, setIndex] = useState(0);
  const count = slides.length;
  const current = count ? ((index % count) + count) % count : 0;
  const go = (to: number) => setIndex(((to % count) + count) % count);
  const slide = slides[current];

  return (
    <section className={clsx(styles.carousel, className)} aria-roledescription="carousel" aria-label={label}>
      <div className={styles.viewport}>
        <div className={styles.strip} style={{ transform: `translateX(-${current * 100}%)` }}>
          {slides.map((item, itemIndex) => (
            <div
              key={itemIndex}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${itemIndex + 1} of ${count}`}
              aria-hidden={itemIndex !== current}
              inert={itemIndex !== current}
            >
              {renderSlide(item, itemIndex)}
            </div>
          ))}
        </div>
      </div>
      {slide !== undefined && renderOverlay ? renderOverlay(slide, current) : null}
      {count > 1 ? (
        <>
          <button
            type="button"
            className={clsx(styles.arrow, styles.previous)}
            aria-label="Previous photo"
            onClick={() => go(current - 1)}
          >
            <ArrowLeftIcon size={20} />
          </button>
          <button
            type="button"
            className={clsx(styles.arrow, styles.next)}
            aria-label="Next photo"
            onClick={() => go(current + 1)}
          >
            <ArrowRightIcon size={20} />
          </button>
          <div className={styles.dots}>
            {slides.map((_, dotIndex) => (
              <button
                key={dotIndex}
                type="button"
                className={styles.dot}
                aria-label={`Show photo ${dotIndex + 1}`}
                aria-current={dotIndex === current ? 'true' : undefined}
                onClick={() => go(dotIndex)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
