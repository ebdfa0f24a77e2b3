import { useEffect } from 'react';
import { useAppConfig } from './app-config.ts';

export type PageMeta = {
  /** The page's own title; the document title becomes "{title} | {social title}". */
  title: string;
  description?: string;
  keywords?: string;
  social?: { description?: string; image?: string | null; twitterCard?: string };
};

/**
 * Sets the document title and the description, keywords, Open Graph and Twitter tags for the
 * current page (spec 1 §2). Anything a page leaves out falls back to the site's social settings.
 */
export function usePageMeta({ title, description, keywords, social }: PageMeta): void {
  const { data: config } = useAppConfig();
  const siteTitle = config?.social.title ?? config?.product.name;
  const fullTitle = siteTitle ? `${title} | ${siteTitle}` : title;
  const pageDescription = description ?? config?.social.description;
  const socialDescription = social?.description ?? pageDescription;
  const pageKeywords = keywords ?? config?.social.keywords;
  const image = social?.image ?? undefined;
  const twitterCard = social?.twitterCard ?? (image ? 'summary_large_image' : 'summary');

  useEffect(() => {
    document.title = fullTitle;
    setMeta('name', 'description', pageDescription);
    setMeta('name', 'keywords', pageKeywords);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', socialDescription);
    setMeta('property', 'og:type', 'website');
    setMeta('property', 'og:url', window.location.href);
    setMeta('property', 'og:image', image);
    setMeta('name', 'twitter:card', twitterCard);
    setMeta('name', 'twitter:title', fullTitle);
    setMeta('name', 'twitter:description', socialDescription);
    setMeta('name', 'twitter:image', image);
  }, [fullTitle, pageDescription, pageKeywords, socialDescription, image, twitterCard]);
}

/** Creates, updates or (with no content) removes one <meta> tag in <head>. */
function setMeta(attribute: 'name' | 'property', key: string, content: string | undefined): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!content) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  tag.content = content;
}
