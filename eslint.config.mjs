import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'web/src/generated/**', 'coverage/**', '.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
      // A function past 15 paths is doing two jobs: split it (issue 14).
      complexity: ['error', 15],
    },
  },
  {
    files: [
      'gateway/**/*.{ts,js}',
      'migrations/**/*.ts',
      'e2e/**/*.{ts,js}',
      '*.{js,mjs,cjs}',
      'web/*.{js,cjs,ts}',
      'web/**/*.cjs',
      'jest/*.cjs',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['gateway/**/*.js', 'e2e/**/*.js', 'web/**/*.cjs', 'jest/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Decorated classes and entities need runtime imports of the types their decorators name.
    files: ['gateway/src/**/*.ts', 'migrations/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Plain scripts served as they are (the offline page's).
    files: ['web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
);
