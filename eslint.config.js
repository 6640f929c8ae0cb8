import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * One-way imports (docs/architecture.md): shared imports nothing of ours; web and server never
 * meet.
 */
const boundaries = {
  shared: ['**/server/**', '**/web/**'],
  web: ['**/server/**', '**/scripts/**'],
  server: ['**/web/**'],
};

const WEB_FEATURES = ['public', 'auth', 'portal', 'admin'];

const INFRASTRUCTURE = [
  'config',
  'db',
  'auth',
  'mail',
  'audit',
  'rate-limit',
  'seed',
  'live',
  'notifications',
  'images',
  'metrics',
  'signing',
  'ledger',
];
const SERVER_FEATURES = readdirSync(new URL('./src/server/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name);

/** The one-way rule of every server file plus the rules of its floor. */
const restrictServerImports = (patterns) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        { group: boundaries.server, message: 'Imports go one way: shared → server | web.' },
        ...patterns,
      ],
    },
  ],
});

const restrictImports = (groups) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [{ group: groups, message: 'Imports go one way: shared → server | web.' }] },
  ],
});

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Configuration is read once, in src/server/config.
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration through src/server/config.',
        },
      ],
    },
  },
  { files: ['src/shared/**'], rules: restrictImports(boundaries.shared) },
  { files: ['src/web/**'], rules: restrictImports(boundaries.web) },
  // No feature imports another feature (decision 020); what several need lives in session/, ui/ or
  // lib/.
  ...WEB_FEATURES.map((feature) => ({
    files: [`src/web/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: boundaries.web, message: 'Imports go one way: shared → server | web.' },
            {
              regex: `^(\\.\\./)+(${WEB_FEATURES.filter((f) => f !== feature).join('|')})(/|$)`,
              message: 'A feature does not import another feature.',
            },
          ],
        },
      ],
    },
  })),
  // The server's floors (decision 023): core imports nothing of ours; the infrastructure
  // (INFRASTRUCTURE: config, db, auth, mail, audit, rate limits, the seed, live events,
  // notifications, images, metrics, signing, the custody ledger) never reaches up into HTTP or the
  // features; a feature uses another's work only through features/shared.
  {
    files: ['src/server/core/**'],
    rules: restrictServerImports([{ group: ['../*'], message: 'core imports nothing above it.' }]),
  },
  {
    files: INFRASTRUCTURE.map((floor) => `src/server/${floor}/**`),
    rules: restrictServerImports([
      {
        regex: '^(\\.\\./)+(http|features|app|compose|main)(/|$)',
        message: 'Infrastructure does not import the HTTP layer, the features or the app.',
      },
    ]),
  },
  ...SERVER_FEATURES.map((feature) => ({
    files: [`src/server/features/${feature}/**`],
    rules: restrictServerImports([
      {
        regex: `^\\.\\./(?!shared/|${feature}/)[\\w-]+/`,
        message: 'A feature does not import another feature; shared work lives in features/shared.',
      },
    ]),
  })),
  // A feature's routes and handlers never import each other's values: index.ts joins them (decision
  // 056).
  {
    files: ['src/server/features/*/handlers.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\./([\\w-]+-)?routes$',
              allowTypeImports: true,
              message: 'Handlers import only the types of their routes; index.ts joins the two.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/features/*/routes.ts', 'src/server/features/*/*-routes.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\./(handlers|index)$',
              message: 'Routes only define routes; index.ts joins them with their handlers.',
            },
          ],
        },
      ],
    },
  },
  // Radix is imported only by src/web/ui, which wraps it. typescript-eslint's copy of the rule, so
  // that it adds to the import boundaries above instead of replacing them.
  {
    files: ['src/web/**'],
    ignores: ['src/web/ui/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'radix-ui', message: 'Use the wrapped part in src/web/ui.' }],
          patterns: [{ group: ['@radix-ui/*'], message: 'Use the wrapped part in src/web/ui.' }],
        },
      ],
    },
  },
  // The one bridge between web and server: the API client reads the server's route types, and only
  // types, so no server code reaches the browser.
  {
    files: ['src/web/lib/api-client.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: boundaries.web,
              allowTypeImports: true,
              message: 'The web reads only the types of the server.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.tsx', 'src/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/server/config/**', 'scripts/**', 'bench/**', 'tests/**', '*.config.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // Every journey fails on a console error or an uncaught exception in its pages.
    files: ['tests/e2e/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: 'Import test from ./support/test, which fails on console errors.',
            },
          ],
        },
      ],
    },
  },
);
