import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

/**
 * The layers lint keeps (issue 10): the repository's own ESLint config, asked about imports a
 * careless change might add. A rule that stopped firing would let the layers rot unnoticed.
 */
const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: REPO_ROOT });

async function importProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('import layers', () => {
  test('a route file may not reach the database itself', async () => {
    const problems = await importProblems(
      'apps/api/src/modules/health/probe.routes.ts',
      [
        "import { sql } from 'drizzle-orm';",
        "import { users } from '#api/db/schema/index.ts';",
        "import { pingDatabase } from './health.repository.ts';",
        "import { createHealthService } from './health.service.ts';",
        'export const used = [sql, users, pingDatabase, createHealthService];',
      ].join('\n'),
    );
    expect(problems).toHaveLength(3);
  });

  test('a provider knows nothing of the database schema or the modules', async () => {
    const problems = await importProblems(
      'apps/api/src/providers/alerts/probe.ts',
      [
        "import { weatherAlerts } from '#api/db/schema/alerts.ts';",
        "import { createAlertsService } from '#api/modules/alerts/alerts.service.ts';",
        "import { SourceError } from './source.ts';",
        'export const used = [weatherAlerts, createAlertsService, SourceError];',
      ].join('\n'),
    );
    expect(problems).toHaveLength(2);
  });

  test('the API imports across folders through #api/, never ../', async () => {
    const problems = await importProblems(
      'apps/api/src/modules/users/probe.ts',
      "import { HttpError } from '../../http/http-error.ts';\nexport const used = HttpError;",
    );
    expect(problems).toHaveLength(1);
  });

  test('a feature may not import another feature, by alias or by path', async () => {
    const problems = await importProblems(
      'apps/web/src/features/plans/probe.tsx',
      [
        "import { SearchBox } from '@/features/search/search-box.tsx';",
        "import { SearchPanel } from '../search/search-panel.tsx';",
        "import { SelectDatesScreen } from './select-dates-screen.tsx';",
        "import { Button } from '@/ui/button.tsx';",
        'export const used = [SearchBox, SearchPanel, SelectDatesScreen, Button];',
      ].join('\n'),
    );
    expect(problems).toHaveLength(2);
  });

  test('shared web code may not depend on a feature', async () => {
    const problems = await importProblems(
      'apps/web/src/ui/probe.tsx',
      "import { SearchBox } from '@/features/search/search-box.tsx';\nexport const used = SearchBox;",
    );
    expect(problems).toHaveLength(1);
  });
});
