import { createContext, useCallback, useContext, useLayoutEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useAppConfig } from '@/lib/app-config.ts';

export type PageMetaProps = {
  /** The page's own title; the document title becomes "{title} | {social title}". */
  title: string;
  description?: string;
  keywords?: string;
  social?: { description?: string; image?: string | null; twitterCard?: string };
};

/** The head tags a page owns: the ones the server writes for crawlers and this component renders. */
const PAGE_HEAD_TAGS =
  'title, meta[name="description"], meta[name="keywords"], meta[property^="og:"], meta[name^="twitter:"]';

/** True inside a page whose own PageMeta already speaks for the whole screen. */
const PageMetaTaken = createContext(false);

/**
 * Wraps the content of a page that renders its own PageMeta: a PageMeta further down (say an
 * alerts panel inside a trip plan's page) then renders nothing, because two <title>s would
 * both land in <head>. The outer page names the screen, as it did when these were effects.
 */
export function PageMetaOwner({ children }: { children: ReactNode }) {
  return <PageMetaTaken value>{children}</PageMetaTaken>;
}

/**
 * The document title and the description, keywords, Open Graph and Twitter tags of the current
 * page (spec 1 §2), as React 19 <title> and <meta> elements, which React places in <head> and
 * removes when the page goes. Anything a page leaves out falls back to the site's social
 * settings, or is left out.
 */
export function PageMeta(props: PageMetaProps) {
  return useContext(PageMetaTaken) ? null : <PageHeadTags {...props} />;
}

function PageHeadTags({ title, description, keywords, social }: PageMetaProps) {
  const { data: config } = useAppConfig();
  const { pathname, search } = useLocation();
  const keep = useReplaceServerHead();
  const siteTitle = config?.social.title ?? config?.product.name;
  const fullTitle = siteTitle ? `${title} | ${siteTitle}` : title;
  const pageDescription = description ?? config?.social.description;
  const socialDescription = social?.description ?? pageDescription;
  const pageKeywords = keywords ?? config?.social.keywords;
  const image = social?.image ?? undefined;
  const twitterCard = social?.twitterCard ?? (image ? 'summary_large_image' : 'summary');
  const meta = (attribute: 'name' | 'property', key: string, content: string | undefined) =>
    content ? <meta ref={keep} {...{ [attribute]: key }} content={content} /> : null;

  return (
    <>
      <title ref={keep}>{fullTitle}</title>
      {meta('name', 'description', pageDescription)}
      {meta('name', 'keywords', pageKeywords)}
      {meta('property', 'og:title', fullTitle)}
      {meta('property', 'og:description', socialDescription)}
      {meta('property', 'og:type', 'website')}
      {meta('property', 'og:url', config && `${config.product.public_url}${pathname}${search}`)}
      {meta('property', 'og:image', image)}
      {meta('name', 'twitter:card', twitterCard)}
      {meta('name', 'twitter:title', fullTitle)}
      {meta('name', 'twitter:description', socialDescription)}
      {meta('name', 'twitter:image', image)}
    </>
  );
}

let serverHeadReplaced = false;

/**
 * The server writes a <title> and these meta tags into index.html for crawlers and link
 * previews (apps/api/src/web/page-head.ts). React 19 reuses one of them only now and then (the
 * first <title>, or a meta whose name and content match exactly, outside Suspense) and otherwise
 * adds its own beside them: two titles, two descriptions, a place's og:type next to "website".
 * Once the first page's tags are in <head>, every page tag React did not render is removed, in
 * that same commit, so the head is never without a title. Returns the ref that marks React's tags.
 */
function useReplaceServerHead() {
  const rendered = useRef(new Set<Element>());
  const keep = useCallback((element: Element | null) => {
    if (!element) return;
    rendered.current.add(element);
    return () => {
      rendered.current.delete(element);
    };
  }, []);
  useLayoutEffect(() => {
    if (serverHeadReplaced) return;
    serverHeadReplaced = true;
    for (const tag of document.head.querySelectorAll(PAGE_HEAD_TAGS)) {
      if (!rendered.current.has(tag)) tag.remove();
    }
  }, []);
  return keep;
}
