/**
 * A 390 px phone as the server sees it too: the server draws a page for the width a browser's
 * name suggests (issue 18), and a phone's says "Mobile". A desktop browser narrowed to 390 px
 * is drawn for a desktop, then redrawn for its width once hydrated.
 */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
};
