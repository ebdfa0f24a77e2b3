import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

export type LighthouseRow = {
  path: string;
  /** 0–100. */
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
};

/**
 * Lighthouse's mobile performance run (its default: a mid-range phone on slow 4G, simulated)
 * for each path, one after the other in one Chromium.
 */
export async function lighthouseMobile(
  origin: string,
  paths: string[],
): Promise<{ lighthouse: string; browser: string; rows: LighthouseRow[] }> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    // The track page's map needs WebGL, which headless Chromium draws with SwiftShader.
    chromeFlags: ['--headless=new', '--enable-unsafe-swiftshader', ...CHROMIUM_ARGS],
  });
  try {
    const rows: LighthouseRow[] = [];
    let versions = { lighthouse: '', browser: '' };
    for (const path of paths) {
      const result = await lighthouseOnce(`${origin}${path}`, chrome.port);
      const { categories, audits } = result.lhr;
      versions = {
        lighthouse: result.lhr.lighthouseVersion,
        browser: result.lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium',
      };
      rows.push({
        path,
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
        tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
      });
    }
    return { ...versions, rows };
  } finally {
    chrome.kill();
  }
}

/**
 * One page's run. Now and then Chromium's trace of a load misses its start (NO_NAVSTART), and
 * Lighthouse asks to be run again: it is, once; a second failure is reported.
 */
async function lighthouseOnce(url: string, port: number, attemptsLeft = 2) {
  const result = await lighthouse(url, { port, logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { runtimeError } = result.lhr;
  if (!runtimeError) return result;
  if (attemptsLeft > 1) return lighthouseOnce(url, port, attemptsLeft - 1);
  throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
}
