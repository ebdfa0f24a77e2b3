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
      const result = await lighthouse(`${origin}${path}`, {
        port: chrome.port,
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError) throw new Error(`Lighthouse on ${path}: ${runtimeError.message}`);
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
