import { createHash } from 'node:crypto';
import { SERVER_RENDERED_PAGE } from '@waymark/domain';

/**
 * A server-rendered page's scripts start loading once the page has painted (issue 18). The
 * page is readable without them; fetched while it is still parsing, a hundred and fifty KB of
 * script shares a phone's slow link with the page's own bytes, and its first paint waits. So
 * the module tags the build writes into the page's head give way to a list, and to a few lines
 * at the end of the body that, after the first frame (or at once in a tab no one is looking
 * at, which paints no frames), fetch every chunk at once and run the app's one at a time, each
 * in its own task: run as one graph, they kept a phone from answering a tap for a quarter of
 * a second.
 */

const LIST_ID = 'waymark-scripts';

/**
 * The one inline script of the product: the page's CSP allows it by its hash (app.ts). It marks
 * the page as loading (SERVER_RENDERED_PAGE.appState) until the app says it has started.
 */
const LOADER = `(function () {
  document.documentElement.dataset.app = '${SERVER_RENDERED_PAGE.appState.loading}';
  var load = function () {
    var list = JSON.parse(document.getElementById('${LIST_ID}').textContent);
    var add = function (tag, attributes) {
      var element = document.createElement(tag);
      element.crossOrigin = '';
      Object.assign(element, attributes);
      document.head.appendChild(element);
    };
    list.run.concat(list.preload).forEach(function (href) {
      add('link', { rel: 'modulepreload', href: href });
    });
    var next = 0;
    var runNext = function () {
      if (next < list.run.length) add('script', { type: 'module', src: list.run[next++], onload: runNext });
    };
    runNext();
  };
  if (document.visibilityState === 'hidden') load();
  else requestAnimationFrame(function () { setTimeout(load); });
})();`;

export const AFTER_PAINT_LOADER_SOURCE = `'sha256-${createHash('sha256').update(LOADER).digest('base64')}'`;

const MODULE_TAGS =
  /<script type="module" crossorigin src="[^"]+"><\/script>\s*|<link rel="modulepreload" crossorigin href="[^"]+">\s*/g;

/** What a page runs, in order (`run`), and fetches ahead for its screen (`preload`). */
export type PageScripts = { run: string[]; preload: string[] };

/** The page with the module tags of its head replaced by the loader of `scripts`. */
export function withScriptsAfterPaint(page: string, scripts: PageScripts): string {
  const list = JSON.stringify(scripts).replace(/</g, '\\u003c');
  return page
    .replace(MODULE_TAGS, '')
    .replace(
      '</body>',
      () =>
        `<script type="application/json" id="${LIST_ID}">${list}</script><script>${LOADER}</script></body>`,
    );
}
