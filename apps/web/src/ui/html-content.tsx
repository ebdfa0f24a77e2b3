import clsx from 'clsx';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import styles from './html-content.module.css';

/** Links in content open in a new tab and never hand the page to the site they open. */
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/**
 * HTML from the catalogue (DOC's preparation notes, highlight sections), sanitised with
 * DOMPurify before it reaches the page: no scripts, no event handlers, no styles.
 */
export function HtmlContent({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(
    () =>
      DOMPurify.sanitize(html, {
        USE_PROFILES: { html: true },
        FORBID_ATTR: ['style'],
        FORBID_TAGS: ['style'],
      }),
    [html],
  );
  return <div className={clsx(styles.content, className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}
