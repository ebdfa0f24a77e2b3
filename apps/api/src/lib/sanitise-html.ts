/**
 * A strict allow-list HTML sanitiser for the snippets DOC publishes (dog rules, facility notes,
 * essential preparation). No sanitiser library is installed, and these fragments are small and
 * simple, so a tokenizer that keeps a handful of tags is enough — and easy to reason about:
 * anything it does not recognise becomes text or disappears, never markup.
 *
 * Kept: p, br, ul, ol, li, strong, em, b, i, and a with an http(s) href (given rel="noopener").
 * Dropped with their content: script, style and the other raw-text or embedding elements.
 * Dropped, content kept: every other tag. Attributes other than a's href: always dropped.
 * DOC's ArcGIS exports cut fields at a fixed length, often inside a tag; an unfinished tag
 * at the end is dropped.
 */

const ALLOWED_TAGS = new Set(['p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a']);
const VOID_TAGS = new Set(['br']);
/** Elements whose content is code, styling or an embedded document, never text to show. */
const DROPPED_WITH_CONTENT = new Set([
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
]);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  copy: '©',
  reg: '®',
  trade: '™',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  deg: '°',
  middot: '·',
  bull: '•',
  amacr: 'ā',
  emacr: 'ē',
  imacr: 'ī',
  omacr: 'ō',
  umacr: 'ū',
  Amacr: 'Ā',
  Emacr: 'Ē',
  Imacr: 'Ī',
  Omacr: 'Ō',
  Umacr: 'Ū',
  eacute: 'é',
  egrave: 'è',
};

/** Decodes character references; unknown names stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);?/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      // Control characters and invalid code points become nothing rather than surprises.
      if (!Number.isFinite(code) || code <= 0x1f || (code >= 0x7f && code <= 0x9f) || code > 0x10ffff) {
        return '';
      }
      if (code >= 0xd800 && code <= 0xdfff) return '';
      return String.fromCodePoint(code);
    }
    return NAMED_ENTITIES[name] ?? whole;
  });
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}

/** An absolute http(s) URL, or undefined for anything else (javascript:, data:, relative, broken). */
export function safeLinkHref(raw: string): string | undefined {
  // Browsers ignore whitespace and control characters inside a scheme ("java\tscript:"), so do we.
  // eslint-disable-next-line no-control-regex
  const cleaned = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (!/^https?:\/\//i.test(cleaned)) return undefined;
  try {
    const url = new URL(cleaned);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

type Token =
  | { kind: 'text'; text: string }
  | { kind: 'open'; name: string; attributes: Map<string, string>; selfClosing: boolean }
  | { kind: 'close'; name: string };

/** Splits HTML into text and tags. Comments, doctypes and unfinished tags produce nothing. */
function* tokenize(html: string): Generator<Token> {
  let at = 0;
  while (at < html.length) {
    const lt = html.indexOf('<', at);
    if (lt === -1) {
      yield { kind: 'text', text: html.slice(at) };
      return;
    }
    if (lt > at) yield { kind: 'text', text: html.slice(at, lt) };
    const rest = html.slice(lt);
    if (rest.startsWith('<!--')) {
      const end = html.indexOf('-->', lt + 4);
      if (end === -1) return;
      at = end + 3;
      continue;
    }
    if (/^<[!?]/.test(rest)) {
      const end = html.indexOf('>', lt);
      if (end === -1) return;
      at = end + 1;
      continue;
    }
    const tagStart = /^<(\/?)([a-z][a-z0-9-]*)/i.exec(rest);
    if (!tagStart) {
      // A lone "<" (as in "a < b") is text.
      yield { kind: 'text', text: '<' };
      at = lt + 1;
      continue;
    }
    const isClose = tagStart[1] === '/';
    const name = tagStart[2]!.toLowerCase();
    const attributes = new Map<string, string>();
    let cursor = lt + tagStart[0].length;
    let finished = false;
    let selfClosing = false;
    while (cursor < html.length) {
      const char = html[cursor]!;
      if (char === '>') {
        finished = true;
        cursor += 1;
        break;
      }
      if (char === '/' || /\s/.test(char)) {
        if (char === '/' && html[cursor + 1] === '>') selfClosing = true;
        cursor += 1;
        continue;
      }
      const attribute = /^([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]*)))?/.exec(
        html.slice(cursor),
      );
      if (!attribute) {
        cursor += 1;
        continue;
      }
      const quoteOpened = /^[^\s"'>/=]+\s*=\s*(["'])/.exec(html.slice(cursor));
      if (quoteOpened && attribute[2] === undefined && attribute[3] === undefined) {
        // An opening quote that never closes: the tag was cut off.
        cursor = html.length;
        break;
      }
      const attributeName = attribute[1]!.toLowerCase();
      if (!attributes.has(attributeName)) {
        attributes.set(attributeName, attribute[2] ?? attribute[3] ?? attribute[4] ?? '');
      }
      cursor += attribute[0].length;
    }
    if (!finished) return;
    at = cursor;
    yield isClose ? { kind: 'close', name } : { kind: 'open', name, attributes, selfClosing };
  }
}

/** Index just past the matching close tag of a raw-text element, or the end of the input. */
function skipElementContent(html: string, from: number, name: string): number {
  const close = new RegExp(`</${name}\\b[^>]*>`, 'i').exec(html.slice(from));
  return close ? from + close.index + close[0].length : html.length;
}

/** Safe, well-formed HTML: only the allowed tags, every text escaped, every open tag closed. */
export function sanitiseHtml(html: string): string {
  const out: string[] = [];
  /** Open allowed elements; a link without a safe target is tracked but never written. */
  const open: { name: string; written: boolean }[] = [];
  /** Closes the innermost open `name` and everything opened inside it, so the output stays well formed. */
  const closeUpTo = (name: string) => {
    const index = open.findLastIndex((element) => element.name === name);
    if (index === -1) return;
    for (const element of open.splice(index).reverse()) if (element.written) out.push(`</${element.name}>`);
  };
  for (const token of tokenize(removeDroppedElements(html))) {
    if (token.kind === 'text') {
      out.push(escapeText(decodeEntities(token.text)));
      continue;
    }
    if (!ALLOWED_TAGS.has(token.name)) continue;
    if (token.kind === 'open') {
      if (VOID_TAGS.has(token.name)) {
        out.push(`<${token.name}>`);
      } else if (token.name === 'a') {
        // Links cannot nest: a new one ends the one before, as browsers do.
        closeUpTo('a');
        const href = safeLinkHref(token.attributes.get('href') ?? '');
        // A link without a safe target keeps its words but not its tag.
        if (href) out.push(`<a href="${escapeAttribute(href)}" rel="noopener">`);
        open.push({ name: 'a', written: href !== undefined });
      } else {
        out.push(`<${token.name}>`);
        open.push({ name: token.name, written: true });
      }
      continue;
    }
    closeUpTo(token.name);
  }
  for (const element of open.reverse()) if (element.written) out.push(`</${element.name}>`);
  return out.join('').trim();
}

/** Cuts out script, style and the like with their content, until none is left. */
function removeDroppedElements(html: string): string {
  let current = html;
  for (let pass = 0; pass < 10; pass += 1) {
    const next = removeDroppedElementsOnce(current);
    if (next === current) return next;
    current = next;
  }
  return current;
}

function removeDroppedElementsOnce(html: string): string {
  let result = '';
  let at = 0;
  const opener = /<([a-z][a-z0-9-]*)/gi;
  for (let match = opener.exec(html); match; match = opener.exec(html)) {
    if (!DROPPED_WITH_CONTENT.has(match[1]!.toLowerCase())) continue;
    result += html.slice(at, match.index);
    at = skipElementContent(html, match.index + match[0].length, match[1]!.toLowerCase());
    opener.lastIndex = at;
  }
  return result + html.slice(at);
}

/** Plain text from an HTML snippet: tags gone, entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  const parts: string[] = [];
  for (const token of tokenize(removeDroppedElements(html))) {
    if (token.kind === 'text') parts.push(decodeEntities(token.text));
    else if (['p', 'br', 'li', 'div'].includes(token.name)) parts.push(' ');
  }
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** Whether a string holds markup or character references worth cleaning. */
export function looksLikeHtml(text: string): boolean {
  return /<[a-z/!]/i.test(text) || /&(#\d+|#x[0-9a-f]+|[a-z]+);/i.test(text);
}
