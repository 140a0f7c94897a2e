import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';
import { tableZonePatterns } from './apps/api/eslint/module-tables.js';
import { featureBoundaries } from './apps/web/eslint/feature-boundaries.js';

const apiModules = readdirSync(`${import.meta.dirname}/apps/api/src/modules`);

const noMathRandom = {
  selector: "MemberExpression[object.name='Math'][property.name='random']",
  message: 'Outcomes and tokens come from node:crypto or the provably-fair RNG, never Math.random.',
};
const noRawTransaction = {
  selector: "CallExpression[callee.property.name='transaction']",
  message:
    'Open a transaction with inTransaction (apps/api/src/db/transaction.ts): explicit isolation, bounded retries, commit hooks.',
};
const noLiteralQueryKey = {
  selector: "Property[key.name='queryKey'] > ArrayExpression",
  message:
    'Query keys come from the registry in apps/web/src/lib/query-keys.ts, so every screen shares and invalidates the same entries.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.data/**',
      'coverage/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/require-await': 'off',
      'no-restricted-syntax': ['error', noMathRandom],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**', 'e2e/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      'no-restricted-syntax': 'off',
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/db/transaction.ts', '**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', noMathRandom, noRawTransaction] },
  },
  // Each API module reaches another only through its service (never its repository) and imports
  // only its own tables and the reference tables (apps/api/eslint/module-tables.js).
  ...apiModules.map((module) => ({
    files: [`apps/api/src/modules/${module}/**/*.ts`],
    ignores: ['**/*.test.ts', '**/*.test-driver.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '../*/*.repository.ts',
                '../../*/*.repository.ts',
                '../../*/*/*.repository.ts',
              ],
              message: 'Reach another module through its service, never its repository.',
            },
            ...tableZonePatterns(module, `${import.meta.dirname}/apps/api/src/db/schema`),
          ],
        },
      ],
    },
  })),
  {
    // The back office: React like the web app, in a bundle of its own.
    files: ['apps/admin/src/**/*.{ts,tsx}'],
    plugins: {
      'react-hooks': reactHooks,
      orca: { rules: { 'feature-boundaries': featureBoundaries } },
    },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Sections do not import each other: what several share lives in lib/ or components/.
      'orca/feature-boundaries': ['error', { srcDir: `${import.meta.dirname}/apps/admin/src` }],
      'no-restricted-syntax': [
        'error',
        noMathRandom,
        {
          // As in web, and also through `as const` and a component's queryKey prop.
          selector: [
            "Property[key.name='queryKey'] > ArrayExpression",
            "Property[key.name='queryKey'] > TSAsExpression > ArrayExpression",
            "JSXAttribute[name.name='queryKey'] > JSXExpressionContainer > ArrayExpression",
          ].join(', '),
          message:
            'Query keys come from the registry in apps/admin/src/lib/query-keys.ts, so every screen shares and invalidates the same entries.',
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: {
      'react-hooks': reactHooks,
      orca: { rules: { 'feature-boundaries': featureBoundaries } },
    },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Features do not import each other, resolved from the importing file so a relative path cannot slip by (apps/web/eslint).
      'orca/feature-boundaries': ['error', { srcDir: `${import.meta.dirname}/apps/web/src` }],
      'no-restricted-syntax': ['error', noMathRandom, noLiteralQueryKey],
    },
  },
);
