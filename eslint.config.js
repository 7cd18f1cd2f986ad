import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'e2e/.artifacts/**',
      'apps/api/drizzle/**',
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
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Route loaders may throw react-router's redirect() responses.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: 'react-router', name: 'Response' }] },
      ],
      // Fastify plugins are async functions by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      // The domain is pure: no I/O, no clock, no framework.
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'react', 'react-*', 'fastify', 'drizzle-orm', '@forja/api', '@forja/web'] },
      ],
      'no-restricted-globals': ['error', 'fetch', 'localStorage', 'window', 'document', 'process'],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Pass the time in.',
        },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Pass the time in.' },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    rules: {
      // The database and a transaction opened on it are both a Database (db/database.ts): no cast is needed,
      // and one (`tx as unknown as Database`) would hide a handle that is not one.
      'no-restricted-syntax': [
        'error',
        {
          selector: "TSAsExpression[typeAnnotation.typeName.name='Database']",
          message: 'A transaction is already a Database: pass it as it is.',
        },
        {
          selector: "TSTypeAssertion[typeAnnotation.typeName.name='Database']",
          message: 'A transaction is already a Database: pass it as it is.',
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Route loaders and guards throw react-router's redirect() responses (ARCHITECTURE.md pitfalls).
    files: ['apps/web/src/app/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/only-throw-error': 'off' },
  },
  {
    // Asymmetric matchers (expect.any, expect.stringMatching) are typed any.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
