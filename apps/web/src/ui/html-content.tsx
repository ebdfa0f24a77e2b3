import { HTML_CONTENT_POLICY, HTML_LINK_RULE, type HtmlPolicy } from '@waymark/domain';
import clsx from 'clsx';
import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';
import { useMemo } from 'react';
import { htmlWindow } from '@/lib/html-window.ts';
import styles from './html-content.module.css';

/** Made on first use, in the window HTML is parsed in. */
let purifier: DOMPurify | undefined;

function purifierFor(window: WindowLike): DOMPurify {
  const purify = createDOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')) {
      node.setAttribute('target', HTML_LINK_RULE.shownTarget);
      node.setAttribute('rel', HTML_LINK_RULE.shownRel);
    }
  });
  return purify;
}

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
  const clean = useMemo(() => {
    purifier ??= purifierFor(htmlWindow());
    return purifier.sanitize(html, policy);
  }, [html, policy]);
  return <div className={clsx(styles.content, className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}
