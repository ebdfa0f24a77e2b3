import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The layers each app keeps (STYLE: the folder tree tells the architecture). One
 * no-restricted-imports entry per folder: ESLint replaces a rule's options rather than merging
 * them, so every folder's patterns are listed whole here.
 */
const restrictImports = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

const API_ALIAS = {
  group: ['../*'],
  message: 'Import from another folder through the #api/ alias, not ../ paths.',
};
const NO_DATABASE = {
  // A regex, because '#' starts a comment in the gitignore-style `group`.
  regex: String.raw`^(drizzle-orm|pg$|@electric-sql/|#api/db/)|\.(repository|queries)\.ts$`,
  message: 'Routes, hooks and providers reach the database only through a service and its repository.',
};
const NO_MODULES = {
  regex: '^#api/modules/',
  message: 'The HTTP plumbing, providers and the database layer know nothing of the modules.',
};

const apiLayers = [
  restrictImports(['apps/api/**/*.ts'], [API_ALIAS]),
  restrictImports(['apps/api/src/modules/**/*.{routes,hooks}.ts'], [API_ALIAS, NO_DATABASE]),
  restrictImports(['apps/api/src/providers/**/*.ts'], [API_ALIAS, NO_DATABASE, NO_MODULES]),
  restrictImports(['apps/api/src/http/**/*.ts', 'apps/api/src/db/**/*.ts'], [API_ALIAS, NO_MODULES]),
];

/** Features are independent: one never imports another; shared parts live in components/, lib/, ui/. */
const FEATURES = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const climbingOut = (depth) => ({
  group: [`${'../'.repeat(depth)}*`],
  message: 'Import outside this feature through the @/ alias: features may not import each other.',
});
const webLayers = [
  restrictImports(
    ['apps/web/src/{lib,ui,components,map}/**/*.{ts,tsx}'],
    [{ group: ['@/features/*', '@/app/*'], message: 'Shared code may not depend on a feature or the app.' }],
  ),
  restrictImports(
    ['apps/web/src/service-worker/**/*.ts'],
    [
      {
        group: ['@/features/*', '@/app/*', '@/components/*', '@/ui/*', '*.tsx'],
        message: 'The service worker has no page: it shares only plain modules with the app.',
      },
    ],
  ),
  ...FEATURES.flatMap((feature) => {
    const otherFeatures = {
      group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`],
      message: 'A feature may not import another feature; move what both need to components/, lib/ or ui/.',
    };
    const app = { group: ['@/app/*'], message: 'A feature may not depend on the app shell.' };
    // A file n folders inside the feature leaves it with n + 1 "../".
    return [1, 2, 3, 4].map((depth) =>
      restrictImports(
        [`apps/web/src/features/${feature}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
        [otherFeatures, app, climbingOut(depth)],
        // A test may render its screen inside the app's providers.
        ['**/*.test.{ts,tsx}'],
      ),
    );
  }),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'apps/api/drizzle/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      // The domain package is pure: no node, browser or database imports.
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'drizzle-orm*', 'fastify*', 'react*', '@electric-sql/*', 'pg'] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
    },
  },
  {
    // The service worker runs in its own global scope, without a page.
    files: ['apps/web/src/service-worker/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  ...apiLayers,
  ...webLayers,
);
