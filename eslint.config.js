import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import architecture from './scripts/eslint/import-boundaries.js';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', 'src/server/**', '*.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['src/web/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.ts'],
    plugins: { architecture },
    rules: { 'architecture/import-boundaries': 'error' },
  },
  {
    // The browser's lazily loaded chunks read the entry's bindings once, as they start, where an ES
    // import would follow a binding reassigned later (scripts/classic-entry.ts).
    files: ['src/web/**/*.{ts,tsx}', 'src/contract/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ExportNamedDeclaration > VariableDeclaration[kind!='const']",
          message: 'Export a const (a chunk reads the binding once: scripts/classic-entry.ts).',
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
