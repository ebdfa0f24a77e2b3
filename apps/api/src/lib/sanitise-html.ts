import { HTML_CONTENT_POLICY, HTML_LINK_RULE, type HtmlPolicy } from '@waymark/domain';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * The HTML the API stores (DOC's notes, alerts, what staff write), cleaned with the allow-list the
 * web app renders with. DOMPurify on jsdom parses as a browser does, so a tag DOC's ArcGIS
 * exports cut off mid-way, a stray closing tag or a link inside a link end up as they would on
 * the page.
 */
const { window } = new JSDOM('');
const purify = createDOMPurify(window);

/** Elements that keep the words either side of them apart when the HTML becomes text. */
const WORD_BREAKS = ['p', 'br', 'li', 'div'];

/** An absolute http(s) URL as the browser would read it, or undefined for a broken one. */
function safeLinkHref(raw: string | null): string | undefined {
  try {
    const url = new URL(raw ?? '');
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What the allow-list (and `alsoAllowed`) keeps of `html`, as elements to adjust and serialise.
 * Always parsed: DOMPurify hands back a string without "<" untouched, "&" unescaped.
 */
function allowedTree(html: string, policy: HtmlPolicy, alsoAllowed: string[] = []): HTMLDivElement {
  const container = window.document.createElement('div');
  container.append(purify.sanitize(html, { ...policy, ADD_TAGS: alsoAllowed, RETURN_DOM_FRAGMENT: true }));
  return container;
}

/**
 * Safe, well-formed HTML: only the allowed tags, every text escaped, every open tag closed.
 * Snippets (notes, alerts) use the content policy; whole pages (help, privacy) the page policy,
 * which also keeps headings.
 */
export function sanitiseHtml(html: string, policy: HtmlPolicy = HTML_CONTENT_POLICY): string {
  const body = allowedTree(html, policy);
  // Links are fixed up here, once DOMPurify has walked the whole tree: unwrapping one from a hook
  // would move its children past the walk, unsanitised.
  for (const link of body.querySelectorAll('a')) {
    const href = safeLinkHref(link.getAttribute('href'));
    if (href) {
      link.setAttribute('href', href);
      link.setAttribute('rel', HTML_LINK_RULE.storedRel);
    } else {
      // A link without a safe target keeps its words but not its tag.
      link.replaceWith(...link.childNodes);
    }
  }
  // DOMPurify allows an attribute on every allowed tag; an href means something on a link only.
  for (const element of body.querySelectorAll('[href]:not(a)')) element.removeAttribute('href');
  // A stray "</p>" makes the parser add an empty paragraph, as browsers do; it holds nothing to show.
  for (const paragraph of body.querySelectorAll('p:empty')) paragraph.remove();
  // The serialiser writes U+00A0 as "&nbsp;"; stored HTML keeps the character, which trimming
  // (here and in the callers) treats as the blank it is.
  return body.innerHTML.replaceAll('&nbsp;', '\u00a0').trim();
}

/** Plain text from an HTML snippet: tags gone, entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  const body = allowedTree(html, HTML_CONTENT_POLICY, WORD_BREAKS);
  for (const element of body.querySelectorAll(WORD_BREAKS.join(','))) {
    element.before(' ');
    element.after(' ');
  }
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Whether a string holds markup or character references worth cleaning. */
export function looksLikeHtml(text: string): boolean {
  return /<[a-z/!]/i.test(text) || /&(#\d+|#x[0-9a-f]+|[a-z]+);/i.test(text);
}
