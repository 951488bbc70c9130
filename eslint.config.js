// @ts-check
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Every project of the workspace with the Nx tags its package.json declares. */
const projects = ['apps', 'libs'].flatMap((root) =>
  readdirSync(join(import.meta.dirname, root)).flatMap((dir) => {
    const file = join(import.meta.dirname, root, dir, 'package.json');
    if (!existsSync(file)) return [];
    const tags = JSON.parse(readFileSync(file, 'utf8')).nx?.tags ?? [];
    return [{ dir: `./${root}/${dir}`, tags }];
  }),
);

/**
 * What each kind of project may import (ARCHITECTURE §3), by its `type:` tag: every app only libraries,
 * so the shell, the remotes and the api never import one another. A `scope:` other than `scope:shared`
 * is its project's own.
 */
const mayImport = { 'type:app': ['type:lib'], 'type:remote': ['type:lib'], 'type:server': ['type:lib'], 'type:lib': ['type:lib'] };
const allowed = (from, to) => {
  const kinds = from.tags.flatMap((tag) => mayImport[tag] ?? []);
  const scopes = from.tags.filter((tag) => tag.startsWith('scope:'));
  const typeOk = to.tags.some((tag) => kinds.includes(tag));
  const scopeOk = to.tags.some((tag) => tag === 'scope:shared' || scopes.includes(tag));
  return typeOk && scopeOk;
};
const tagZones = projects
  .filter((target) => target.tags.some((tag) => tag in mayImport))
  .map((target) => ({
    target: target.dir,
    from: projects.filter((other) => other !== target && !allowed(target, other)).map((other) => other.dir),
    message: `${target.dir} (${target.tags.join(', ')}) may import only what its tags allow (eslint.config.js mayImport): share through libs/shared.`,
  }))
  .filter((zone) => zone.from.length > 0);

const boundaryZones = [
  ...tagZones,
  // Features of the api do not reach into the transport: the realtime server depends on them, not back.
  ...['whatsapp', 'schedules', 'insights', 'results'].map((feature) => ({
    target: `./apps/api/src/${feature}`,
    from: './apps/api/src/realtime',
    message: `${feature}/ tells users through the UserNotifier port (lib/); realtime/ provides it.`,
  })),
  // The insight engine is data in, insights out: no database, HTTP or socket inside. Its command line
  // (insights/cli/) is a program around it: `--replay` runs a chat through the real scheduler.
  {
    target: ['./apps/api/src/insights/*.ts', './apps/api/src/insights/!(cli)/**'],
    from: ['./apps/api/src/db', './apps/api/src/http', './apps/api/src/realtime', './apps/api/src/whatsapp', './apps/api/src/schedules'],
    message: 'insights/ takes data and returns insights: no database, HTTP, socket or WhatsApp code inside.',
  },
  // Layers inside libs/shared: constants (texts and paths, zod-free) at the bottom; the pure entries
  // above it; the React and runtime entries on top. Nothing imports upwards.
  {
    target: './libs/shared/src/constants',
    from: './libs/shared/src',
    except: ['./constants'],
    message: 'constants is the bottom of libs/shared: it imports nothing else of it.',
  },
  ...['contracts', 'routes', 'validation', 'catalogue'].map((entry) => ({
    target: `./libs/shared/src/${entry}`,
    from: ['host', 'session', 'socket', 'ui', 'dev-harness', 'testing'].map((upper) => `./libs/shared/src/${upper}`),
    message: `${entry} is a pure entry of libs/shared: it must not import the React or runtime entries.`,
  })),
];

const noRouter = {
  name: 'react-router',
  message: 'Only the shell uses the router: use useAppNavigation/AppLink from @app/shared/host.',
};
const browserRestrictions = (extra = []) => [
  'error',
  {
    paths: [
      noRouter,
      { ...noRouter, name: 'react-router-dom' },
      {
        name: 'react-redux',
        importNames: ['useDispatch', 'useSelector'],
        message: 'Use the typed useAppDispatch/useAppSelector from @app/shared/session.',
      },
      ...extra,
    ],
    patterns: [{ group: ['@app/shell', '@app/*-mfe', '@app/api'], message: 'Apps never import each other.' }],
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.nx/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      // Lets import-x read the TypeScript files it follows (no-cycle walks the import graph).
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'libs/*/tsconfig.json', 'e2e/tsconfig.json', 'tools/tsconfig.json', 'scripts/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/only-throw-error': 'error',
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones, basePath: import.meta.dirname }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['apps/shell/src/**/*.{ts,tsx}', 'apps/*-mfe/src/**/*.{ts,tsx}', 'libs/shared/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-imports': browserRestrictions(),
    },
  },
  {
    // Remotes reach the socket, toasts and navigation only through libs/shared.
    files: ['apps/*-mfe/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': browserRestrictions([
        { name: 'socket.io-client', message: 'Use useSocket/useSocketEvent from @app/shared/socket.' },
        { name: 'react-toastify', message: 'Use toast from @app/shared/ui.' },
        { name: '@module-federation/enhanced/runtime', message: 'Only the shell loads remotes.' },
      ]),
    },
  },
  {
    // The shell owns the router and the remote loading.
    files: ['apps/shell/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector'],
              message: 'Use the typed useAppDispatch/useAppSelector from @app/shared/session.',
            },
            { name: 'react-toastify', message: 'Use toast/ToastHost from @app/shared/ui: one queue for all.' },
          ],
          patterns: [{ group: ['@app/*-mfe', '@app/api'], message: 'The shell never imports a remote or the api.' }],
        },
      ],
    },
  },
  {
    // Fastify handlers are async by convention, whether or not they await.
    files: ['apps/api/**/*.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);
