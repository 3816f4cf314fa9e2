// Lint enforces the architecture: pure engines, a renderer that never runs rules, one owner of
// better-sqlite3 and of ipcMain.
import tseslint from 'typescript-eslint';
import vue from 'eslint-plugin-vue';

const nodeBuiltins = ['fs', 'path', 'os', 'child_process', 'crypto', 'http', 'net', 'url', 'module', 'worker_threads'];

export default tseslint.config(
  { ignores: ['out/**', 'node_modules/**', 'test-results/**', '.native/**', 'dist/**', 'release/**', '.stryker-tmp/**', 'reports/**'] },
  ...tseslint.configs.recommended,
  ...vue.configs['flat/essential'],
  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser } },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'vue/multi-word-component-names': 'off',
    },
  },
  {
    files: ['src-shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: ['electron', 'vue', 'pinia', 'vue-i18n', 'better-sqlite3', ...nodeBuiltins],
        patterns: [{ group: ['node:*'], message: 'src-shared is pure: no Node APIs.' }, { group: ['**/src-main/**', '**/src-renderer/**'], message: 'src-shared depends on nothing else.' }],
      }],
      'no-restricted-properties': ['error',
        { object: 'Math', property: 'random', message: 'Engines are seeded: use createRng from engine/rng.' },
        { object: 'Date', property: 'now', message: 'Engines have no clock.' }],
      'no-restricted-globals': ['error', { name: 'window', message: 'No DOM in src-shared.' }, { name: 'document', message: 'No DOM in src-shared.' }],
    },
  },
  {
    files: ['src-renderer/**/*.ts', 'src-renderer/**/*.vue'],
    rules: {
      // The TypeScript variant, so a rules module's types (e.g. an end-state shape) may still be imported.
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': ['error', {
        paths: ['electron', 'better-sqlite3', ...nodeBuiltins],
        patterns: [
          { group: ['node:*'], message: 'The renderer has no Node access.' },
          { group: ['**/src-main/**'], message: 'The renderer talks to main only through api.ts.' },
          {
            group: ['**/src-shared/games/*/engine*', '**/src-shared/games/*/scoring*', '**/src-shared/games/*/index', '**/src-shared/games/*/index.ts', '**/src-shared/games/*/rules*', '**/src-shared/games/*/route/optimiser*', '**/src-shared/games/*/route/trail*', '**/src-shared/games/*/route/calculators*', '**/src-shared/games/*/end-state*', '**/src-shared/games/registry*', '**/src-shared/engine/runner*'],
            message: 'The renderer may import a game\'s data, types and views, never its rules: main decides every rule.',
            allowTypeImports: true,
          },
        ],
      }],
    },
  },
  {
    files: ['src-main/**/*.ts', 'src-cli/**/*.ts'],
    ignores: ['src-main/db/native.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'better-sqlite3', message: 'Only src-main/db/native.ts opens SQLite.' }] }] },
  },
  {
    files: ['src-main/**/*.ts'],
    ignores: ['src-main/electron/ipc-bridge.ts'],
    rules: { 'no-restricted-syntax': ['error', { selector: "ImportSpecifier[imported.name='ipcMain']", message: 'Only ipc-bridge.ts registers IPC handlers.' }] },
  },
  // electron-builder loads its hooks with require(): CommonJS is their format.
  { files: ['resources/**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
);
