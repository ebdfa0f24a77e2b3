/**
 * The window HTML is parsed in (sanitising it, splitting the help page into questions): the
 * page's own, or on the server, which has none, the one the renderer gives it (jsdom's).
 */
type HtmlWindow = Window & typeof globalThis;

let serverWindow: HtmlWindow | undefined;

export function parseHtmlIn(window: HtmlWindow): void {
  serverWindow = window;
}

export function htmlWindow(): HtmlWindow {
  return serverWindow ?? window;
}
