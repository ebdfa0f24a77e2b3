import { HTML_CONTENT_POLICY, HTML_LINK_RULE, type HtmlPolicy } from '@waymark/domain';
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
 * HTML from the catalogue (DOC's preparation notes, highlight sections), from alerts and, with
 * the page policy, the help and privacy pages. The API stored it sanitised; it is sanitised again
 * here with the same allow-list, so what reaches the page never depends on how a value got into
 * the database.
 */
export function HtmlContent({
  html,
  className,
  policy = HTML_CONTENT_POLICY,
}: {
  html: string;
  className?: string;
  policy?: HtmlPolicy;
}) {
  const clean = useMemo(() => DOMPurify.sanitize(html, policy), [html, policy]);
  return <div className={clsx(styles.content, className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}
