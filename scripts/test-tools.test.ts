import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, test } from 'vitest';
import { installCommand, onPath, planFor, TEST_TOOLS } from './test-tools.ts';

const run = promisify(execFile);
const folder = mkdtempSync(path.join(tmpdir(), 'waymark-test-tools-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the tools the tests need (issue 28 item 17)', () => {
  test('a machine without them that cannot install them stops, naming the one command to run', () => {
    const plan = planFor([TEST_TOOLS.chromium, TEST_TOOLS.pdftotext], { canInstall: false });
    expect(plan).toEqual({
      kind: 'stop',
      message: expect.stringContaining('sudo apt-get install -y chromium poppler-utils') as string,
    });
    expect(plan.kind === 'stop' && plan.message).toMatch(/^The tests need Chromium and pdftotext/);
  });

  test('a machine that can install them installs only what is missing', () => {
    expect(planFor([TEST_TOOLS.pdftotext], { canInstall: true })).toEqual({
      kind: 'install',
      packages: ['poppler-utils'],
    });
    expect(planFor([], { canInstall: false })).toEqual({ kind: 'ready' });
    expect(installCommand([TEST_TOOLS.chromium])).toBe('sudo apt-get install -y chromium');
  });

  test('a tool is found on PATH only as an executable file, and Chromium where CHROMIUM_PATH says', () => {
    const pdftotext = path.join(folder, 'pdftotext');
    writeFileSync(pdftotext, '#!/bin/sh\n');
    chmodSync(pdftotext, 0o644);
    expect(onPath('pdftotext', folder)).toBe(false);
    chmodSync(pdftotext, 0o755);
    expect(onPath('pdftotext', `/nowhere${path.delimiter}${folder}`)).toBe(true);
    expect(TEST_TOOLS.pdftotext.isPresent({ PATH: '/nowhere' })).toBe(false);
    expect(TEST_TOOLS.chromium.isPresent({ CHROMIUM_PATH: pdftotext })).toBe(true);
    expect(TEST_TOOLS.chromium.isPresent({ CHROMIUM_PATH: path.join(folder, 'no-chromium') })).toBe(false);
  });

  test('the command passes on this machine, which has both, and refuses a tool it does not know', async () => {
    const script = path.join(import.meta.dirname, 'test-tools.ts');
    await expect(run(process.execPath, ['--import', 'tsx', script])).resolves.toBeDefined();
    await expect(run(process.execPath, ['--import', 'tsx', script, 'firefox'])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Unknown tool firefox') as string,
    });
  });
});
