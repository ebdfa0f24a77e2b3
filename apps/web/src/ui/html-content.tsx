import { HTML_CONTENT_POLICY, HTML_LINK_RULE } from '@waymark/domain';
import clsx from 'clsx';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import styles from './html-content.module.css';

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', HTML_LINK_RULE.shownTarget);
    node.setAttribute('rel', HTML_LINK_RULE.shownRel);
  }
});

/**
 * HTML from the catalogue (DOC's preparation notes, highlight sections) and from alerts. The API
 * stored it sanitised; it is sanitised again here with the same allow-list, so what reaches the
 * page never depends on how a value got into the database.
 */
export function HtmlContent({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, HTML_CONTENT_POLICY), [html]);
  return <div className={clsx(styles.content, className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}
