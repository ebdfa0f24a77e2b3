import * as RadixAccordion from '@radix-ui/react-accordion';
import clsx from 'clsx';
import type { CSSProperties, ReactNode } from 'react';
import { ChevronDownIcon } from './icons.tsx';
import styles from './accordion.module.css';

export type AccordionItem = { id: string; title: ReactNode; content: ReactNode };

export type AccordionProps = {
  items: readonly AccordionItem[];
  /** The heading level of each item's title, so the page outline stays right. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
  /** The open items' ids, for a screen that opens one itself (e.g. to show what is missing). */
  value?: string[];
  onValueChange?: (value: string[]) => void;
  /** Slide items open and shut over this long (spec 3 §9: FAQ accordions take 350 ms); at once when unset. */
  animationMs?: number;
};

/**
 * Sections that open and close independently; Enter or Space toggles, arrows move between them.
 * Animated only when asked, and never for someone who prefers reduced motion.
 */
export function Accordion({
  items,
  headingLevel = 3,
  className,
  value,
  onValueChange,
  animationMs,
}: AccordionProps) {
  const Heading = `h${headingLevel}` as const;
  const animation =
    animationMs === undefined ? undefined : ({ '--accordion-duration': `${animationMs}ms` } as CSSProperties);
  return (
    <RadixAccordion.Root
      type="multiple"
      className={clsx(styles.accordion, animation && styles.animated, className)}
      style={animation}
      {...(value ? { value } : {})}
      {...(onValueChange ? { onValueChange } : {})}
    >
      {items.map((item) => (
        <RadixAccordion.Item key={item.id} value={item.id} data-item={item.id} className={styles.item}>
          <RadixAccordion.Header asChild>
            <Heading className={styles.heading}>
              <RadixAccordion.Trigger className={styles.trigger}>
                <span>{item.title}</span>
                <ChevronDownIcon size={20} className={styles.chevron} />
              </RadixAccordion.Trigger>
            </Heading>
          </RadixAccordion.Header>
          <RadixAccordion.Content className={styles.content}>
            <div className={styles.inner}>{item.content}</div>
          </RadixAccordion.Content>
        </RadixAccordion.Item>
      ))}
    </RadixAccordion.Root>
  );
}
