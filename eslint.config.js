import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** One-way imports (STYLE.md): shared imports nothing of ours; web and server never meet. */
const boundaries = {
  shared: ['**/server/**', '**/web/**'],
  web: ['**/server/**', '**/scripts/**'],
  server: ['**/web/**'],
};

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
      // Configuration is read once, in src/server/config (STYLE.md).
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
  { files: ['src/server/**'], rules: restrictImports(boundaries.server) },
  {
    files: ['src/web/**/*.tsx', 'src/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/server/config/**', 'scripts/**', 'tests/**', '*.config.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
);
