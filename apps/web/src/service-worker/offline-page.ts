import { ageLabel } from '@/lib/offline/age-label.ts';
import type { SavedItem } from '@/lib/offline/offline-db.ts';

/**
 * The page a walker gets offline for a page this device never opened (issue 17): what happened,
 * and the plans and places they saved for offline, which do open. Built by the service worker,
 * so it carries its own styles and needs no script.
 */

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function offlinePageHtml(saved: SavedItem[], now: number): string {
  const list = saved.length
    ? `<h2>Saved for offline</h2><ul>${saved
        .map(
          (item) =>
            `<li><a href="${escape(item.path)}">${escape(item.title)}</a><span>${
              item.kind === 'plan' ? 'Trip plan' : 'Place'
            } · saved ${ageLabel(item.savedAt, now)}</span></li>`,
        )
        .join('')}</ul>`
    : '<p>Nothing is saved for offline on this device yet. Next time you have signal, open a trip plan or a place and choose “Save for offline”.</p>';
  return `<!doctype html>
<html lang="en-NZ"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#1d4d37">
<title>You’re offline – Waymark</title>
<style>
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1f2a24;background:#fbf8f2}
main{max-width:34rem;margin:0 auto;padding:3rem 1.25rem}
h1{font-size:1.6rem;line-height:1.2;margin:0 0 .75rem;color:#1d4d37}
h2{font-size:1.1rem;margin:2rem 0 .5rem}
ul{list-style:none;padding:0;margin:0}
li{padding:.75rem 0;border-bottom:1px solid #e4ddd0;display:flex;flex-direction:column}
li span{color:#5b6660;font-size:.9rem}
a{color:#1d4d37;font-weight:600}
.again{display:inline-block;margin-top:1rem;padding:.6rem 1.1rem;border-radius:.5rem;background:#1d4d37;color:#fff;text-decoration:none}
</style></head>
<body><main>
<h1>You’re offline</h1>
<p>This page hasn’t been opened on this device, so it can’t be shown without a connection.</p>
<a class="again" href="">Try again</a>
${list}
</main></body></html>`;
}
