import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { AFTER_PAINT_LOADER_SOURCE, withScriptsAfterPaint } from './after-paint.ts';

const TEMPLATE = `<!doctype html><html><head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head><body><div id="root"></div></body></html>`;

const scripts = { run: ['/assets/react-abc.js', '/assets/index-abc.js'], preload: ['/assets/screen-abc.js'] };

describe('a server-rendered page loads its scripts after its first paint', () => {
  test('the head fetches no script; its stylesheet stays', () => {
    const page = withScriptsAfterPaint(TEMPLATE, scripts);
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).not.toMatch(/<script|modulepreload/);
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
  });

  test('the body ends with the list of scripts and the one inline script the CSP allows', () => {
    const page = withScriptsAfterPaint(TEMPLATE, scripts);
    const list = /<script type="application\/json" id="waymark-scripts">(.*?)<\/script>/.exec(page)?.[1];
    expect(JSON.parse(list ?? '')).toEqual(scripts);
    const inline = /<script>(.*?)<\/script><\/body>/s.exec(page)?.[1] ?? '';
    expect(`'sha256-${createHash('sha256').update(inline).digest('base64')}'`).toBe(
      AFTER_PAINT_LOADER_SOURCE,
    );
  });

  test('a path in the list cannot close its element', () => {
    const page = withScriptsAfterPaint(TEMPLATE, {
      run: ['/assets/</script><script>alert(1)//.js'],
      preload: [],
    });
    expect(page.match(/<\/script>/g)).toHaveLength(2);
  });
});
