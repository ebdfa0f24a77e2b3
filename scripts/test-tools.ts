import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The tools the tests drive besides what npm installs: Debian's Chromium for the end-to-end
 * journeys, and poppler's pdftotext, with which the API tests read the trip-plan PDF back
 * (ENVIRONMENT.md). The test scripts see to them first (issue 28 item 17): where this machine
 * can install them (root, with apt) they are installed; otherwise the run stops at once, naming
 * the one command to run. A suite is never skipped for a missing tool.
 *
 *   node --import tsx scripts/test-tools.ts [chromium] [pdftotext]   (none named: both)
 */

type Env = Record<string, string | undefined>;

export type TestTool = { name: string; debianPackage: string; isPresent: (env: Env) => boolean };

/** Whether `command` is an executable file in one of the folders of `PATH`. */
export function onPath(command: string, searchPath: string | undefined): boolean {
  return (searchPath ?? '').split(path.delimiter).some((folder) => {
    if (!folder) return false;
    try {
      accessSync(path.join(folder, command), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

export const TEST_TOOLS = {
  chromium: {
    name: 'Chromium',
    debianPackage: 'chromium',
    isPresent: (env) => existsSync(env.CHROMIUM_PATH ?? '/usr/bin/chromium'),
  },
  pdftotext: {
    name: 'pdftotext',
    debianPackage: 'poppler-utils',
    isPresent: (env) => onPath('pdftotext', env.PATH),
  },
} satisfies Record<string, TestTool>;

export type ToolName = keyof typeof TEST_TOOLS;

export type ToolPlan =
  { kind: 'ready' } | { kind: 'install'; packages: string[] } | { kind: 'stop'; message: string };

/** The one command that installs `missing`, for a person to run. */
export function installCommand(missing: readonly TestTool[]): string {
  return `sudo apt-get install -y ${missing.map((tool) => tool.debianPackage).join(' ')}`;
}

/** What to do about the tools missing from this machine. */
export function planFor(missing: readonly TestTool[], machine: { canInstall: boolean }): ToolPlan {
  if (missing.length === 0) return { kind: 'ready' };
  if (machine.canInstall) return { kind: 'install', packages: missing.map((tool) => tool.debianPackage) };
  return { kind: 'stop', message: stopMessage(missing) };
}

function stopMessage(missing: readonly TestTool[]): string {
  const names = missing.map((tool) => tool.name).join(' and ');
  return `The tests need ${names}, which this machine does not have. Install with:\n\n  ${installCommand(missing)}\n`;
}

function missingOf(wanted: readonly ToolName[], env: Env): TestTool[] {
  return wanted.map((name) => TEST_TOOLS[name]).filter((tool) => !tool.isPresent(env));
}

function aptInstall(packages: readonly string[]): void {
  console.log(`Installing ${packages.join(' and ')} from Debian for the tests`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
}

function main(args: readonly string[]): number {
  const wanted = (args.length > 0 ? args : Object.keys(TEST_TOOLS)) as ToolName[];
  const unknown = wanted.filter((name) => !(name in TEST_TOOLS));
  if (unknown.length > 0) {
    console.error(`Unknown tool ${unknown.join(', ')}; known: ${Object.keys(TEST_TOOLS).join(', ')}.`);
    return 2;
  }
  const canInstall = process.getuid?.() === 0 && onPath('apt-get', process.env.PATH);
  const plan = planFor(missingOf(wanted, process.env), { canInstall });
  if (plan.kind === 'install') aptInstall(plan.packages);
  if (plan.kind === 'stop') {
    console.error(plan.message);
    return 1;
  }
  // After an install, whatever is still missing stops the run just the same.
  const still = missingOf(wanted, process.env);
  if (still.length > 0) {
    console.error(stopMessage(still));
    return 1;
  }
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = main(process.argv.slice(2));
