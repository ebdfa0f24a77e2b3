import { screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { stubCatalogueApi } from '@/test/catalogue-api-stub.ts';
import { renderApp, sampleConfig } from '@/test/render-app.tsx';

const headTags = (selector: string) => [...document.head.querySelectorAll(selector)];

// First in this file: the server's tags are replaced once, by the first page that renders its own.
test('the tags the server wrote for crawlers give way to the page’s own: one of each, none stale', async () => {
  document.head.insertAdjacentHTML(
    'beforeend',
    [
      '<title>Routeburn Track | Waymark NZ</title>',
      `<meta name="description" content="${sampleConfig.social.description}" />`,
      '<meta name="keywords" content="server keywords" />',
      '<meta property="og:type" content="place" />',
      '<meta property="og:image" content="https://waymark.example/routeburn.jpg" />',
      '<meta name="theme-color" content="#1d4d37" />',
    ].join(''),
  );
  stubCatalogueApi();
  renderApp('/help');
  await screen.findByRole('heading', { level: 1 });
  await waitFor(() => expect(document.title).toBe(`Help | ${sampleConfig.social.title}`));

  expect(headTags('title')).toHaveLength(1);
  expect(headTags('meta[name="description"]')).toHaveLength(1);
  expect(headTags('meta[name="keywords"]').map((tag) => tag.getAttribute('content'))).toEqual([
    sampleConfig.social.keywords,
  ]);
  expect(headTags('meta[property="og:type"]').map((tag) => tag.getAttribute('content'))).toEqual(['website']);
  // Help has no image: the place's image the server named must not be shared with it.
  expect(headTags('meta[property="og:image"]')).toHaveLength(0);
  // Tags a page does not own stay.
  expect(headTags('meta[name="theme-color"]')).toHaveLength(1);
});
