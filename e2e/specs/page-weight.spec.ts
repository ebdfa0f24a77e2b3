import { expect, test } from '../fixtures.ts';

/**
 * Issue 11 item 13: the sign-up page downloaded about 1 MB on a phone, most of it the password
 * meter's word lists. Bytes, not timings: every script the page is sent, gzipped, with the
 * meter's chunk fetched. KB of 1,024 bytes, as `npm run bench` reports them.
 */
const SIGN_UP_JS_BUDGET = 250 * 1024;

test.use({
  viewport: { width: 390, height: 844 },
  // Chromium would take brotli; gzip is what the budget is written in.
  extraHTTPHeaders: { 'accept-encoding': 'gzip' },
});

test('on a 390 px phone, signing up sends under 250 KB of JavaScript, and the meter still scores 0 to 4', async ({
  page,
}) => {
  const scriptBytes: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scriptBytes.push(
        response
          .request()
          .sizes()
          .then((sizes) => sizes.responseBodySize),
      );
  });

  await page.goto('/signup');
  const password = page.getByLabel('Password', { exact: true });
  for (const [typed, meter] of [
    ['password1', 'Your password strength is at score 0/4. It needs to be at least 1.'],
    ['letmein123', 'Your password strength is at score 1/4. It could be a bit stronger.'],
    ['kea-tussock-ridgeline-42', "Your password strength is at score 4/4. It's a strong password!"],
  ] as const) {
    await password.fill(typed);
    await expect(password).toHaveAccessibleDescription(meter);
  }

  const sent = (await Promise.all(scriptBytes)).reduce((sum, bytes) => sum + bytes, 0);
  expect(scriptBytes.length).toBeGreaterThan(1);
  expect(sent, `${(sent / 1024).toFixed(1)} KB of JavaScript`).toBeLessThan(SIGN_UP_JS_BUDGET);
});
