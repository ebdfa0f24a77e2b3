import clsx from 'clsx';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useState } from 'react';
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

/** Buttons and dots move at once for people who asked for less motion; a swipe follows the finger. */
const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * One slide per page, looping at both ends (spec 2 §9), with previous/next buttons and a dot
 * per slide, and a swipe (or a drag with the mouse) on phones, through Embla. Only the current
 * slide is shown to assistive technology.
 */
export function Carousel<T>({ label, slides, renderSlide, renderOverlay, className }: CarouselProps<T>) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: true });
  const [selected, setSelected] = useState(0);
  const count = slides.length;
  const current = Math.min(selected, Math.max(count - 1, 0));
  const slide = slides[current];

  useEffect(() => {
    if (!embla) return;
    const follow = () => setSelected(embla.selectedScrollSnap());
    follow();
    embla.on('select', follow).on('reInit', follow);
    return () => {
      embla.off('select', follow).off('reInit', follow);
    };
  }, [embla]);

  // Embla loops when the slides can wrap around; when it cannot, the buttons still loop.
  const go = (to: number) => embla?.scrollTo(((to % count) + count) % count, reducedMotion());
  const previous = () => (embla?.canScrollPrev() ? embla.scrollPrev(reducedMotion()) : go(current - 1));
  const next = () => (embla?.canScrollNext() ? embla.scrollNext(reducedMotion()) : go(current + 1));

  return (
    <section className={clsx(styles.carousel, className)} aria-roledescription="carousel" aria-label={label}>
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.strip}>
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
            onClick={previous}
          >
            <ArrowLeftIcon size={20} />
          </button>
          <button
            type="button"
            className={clsx(styles.arrow, styles.next)}
            aria-label="Next photo"
            onClick={next}
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
