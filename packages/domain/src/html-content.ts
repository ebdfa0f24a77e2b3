/**
 * The HTML Waymark shows: DOC's notes on a place, DOC's and the avalanche advisory's alerts, and
 * what staff write in site alerts. One allow-list for all of it: the API sanitises with it before
 * storing, and the web app applies it again before rendering.
 *
 * Written in DOMPurify's words because both sides run DOMPurify (the API on jsdom); it is still a
 * plain object, so the domain needs no DOM.
 */
export const HTML_CONTENT_POLICY = {
  /** Simple formatting and links. Any other tag goes and leaves its words. */
  ALLOWED_TAGS: ['p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a'],
  /** A link's target is the only attribute kept: no classes, styles or event handlers. */
  ALLOWED_ATTR: ['href'],
  /** Links lead to web pages: not javascript:, data:, mailto:, nor paths on DOC's site. */
  ALLOWED_URI_REGEXP: /^https?:\/\//i,
  /** Code, styling and embedded documents go with their content, never shown as text. */
  FORBID_CONTENTS: [
    'script',
    'style',
    'iframe',
    'object',
    'embed',
    'noscript',
    'noembed',
    'noframes',
    'template',
    'textarea',
    'title',
    'xmp',
    'plaintext',
    'svg',
    'math',
    'select',
  ],
};

/**
 * Whole pages staff write (help, privacy and terms): the same allow-list plus two heading levels,
 * so a page has sections (h2) and the help page's questions (h3) become its FAQ accordions.
 */
export const HTML_PAGE_POLICY = {
  ...HTML_CONTENT_POLICY,
  ALLOWED_TAGS: [...HTML_CONTENT_POLICY.ALLOWED_TAGS, 'h2', 'h3'],
};

/** Either allow-list, for the sanitisers on both sides. */
export type HtmlPolicy = typeof HTML_CONTENT_POLICY;

export const HTML_LINK_RULE = {
  /** On every stored link, so HTML shown anywhere never hands its page to the site it opens. */
  storedRel: 'noopener',
  /** In the app a link opens a new tab, which gets neither the page nor where the reader came from. */
  shownTarget: '_blank',
  shownRel: 'noopener noreferrer',
} as const;
