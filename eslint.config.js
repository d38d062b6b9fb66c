// One lint config for every workspace: typescript-eslint's type-aware rules, React hooks for web, and the layers of
// DESIGN.md §10 as import rules (README "Layers"): a new upward import or folder cycle fails `npm run lint`.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

// ── Layers ────────────────────────────────────────────────────────────────────────────────────────────────────
// A workspace's layers are listed from the bottom up. A folder (or root file) imports only what an earlier line
// lists; names on one line are siblings and import none of each other — so the folders can form no cycle.

/** api/src, bottom up: routes → domain → ledger, db (DESIGN §10). Routes, composition and tests sit above all. */
const apiLayers = [
  ['config.ts'],
  ['logger.ts'],
  ['db'],
  ['people'],
  ['http'],
  ['audit', 'idempotency', 'mail', 'rate-limit', 'sessions', 'two-factor'],
  ['auth', 'ledger'],
  ['settings', 'transactions'],
  ['books', 'stats', 'wallets'],
  ['agents', 'contact', 'health', 'users', 'withdrawals'],
  ['metrics'],
];
/** The composition root: builds the dependencies, mounts the routes, starts the server, seeds at start. */
const apiComposition = ['app.ts', 'server.ts', 'main.ts', 'dependencies.ts', 'startup'];

/** bff/src, bottom up: resolvers → loaders → rest (DESIGN §10). */
const bffLayers = [
  ['config.ts', 'errors.ts', 'metrics.ts'],
  ['rest'],
  ['enums.ts'],
  ['loaders'],
  ['context.ts'],
  ['__generated__'],
  ['resolvers'],
  ['schema.ts'],
  ['statement-download.ts', 'static.ts'],
  ['server.ts'],
  ['main.ts'],
];

/** web/src's feature folders, read from disk so a new feature is kept apart from the others at once. */
const webFeatures = fs
  .readdirSync(path.join(import.meta.dirname, 'web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => `features/${entry.name}`);

/**
 * web/src, bottom up: app → features → shared → gql, styles (DESIGN §1). The shared layer is lib (hooks, paths,
 * providers), components (with stories) and money (the wallet and transaction pieces several features use);
 * features are siblings, so none imports another. app/ and main.tsx compose the features and sit above all.
 */
const webLayers = [['gql', 'styles'], ['lib'], ['components'], ['money'], webFeatures];

/** The glob of everything a layer entry names: a folder with all it holds, a root file as itself (`@(…)` keeps a
 * file's name a glob: the rule wants a zone's paths all globs or none). */
function entryGlob(root, entry) {
  return entry.endsWith('.ts') ? `${root}/@(${entry})` : `${root}/${entry}/**`;
}

/**
 * One no-restricted-paths zone per entry: it may not import its siblings or anything above it, nor the extra
 * globs (routes, composition, tests) that sit above every layer.
 */
function layerZones(root, layers, above, why) {
  return layers.flatMap((line, index) =>
    line.map((entry) => ({
      target: entryGlob(root, entry),
      from: [...line.filter((sibling) => sibling !== entry), ...layers.slice(index + 1).flat()]
        .map((other) => entryGlob(root, other))
        .concat(above),
      message: `${why} (README "Layers"; eslint.config.js lists the order).`,
    })),
  );
}

const testGlobs = (root) => [`${root}/**/*.test.ts`, `${root}/test/**`];

/** Rule blocks that keep one workspace's layers; `files` picks the files each zone list applies to. */
function boundaries(root, layers, { composition = [], routes = false }) {
  const production = [`${root}/**/*.ts`];
  const routeGlobs = routes ? [`${root}/**/*.routes.ts`] : [];
  const compositionGlobs = composition.map((entry) => entryGlob(root, entry));
  const tests = testGlobs(root);
  const top = [...routeGlobs, ...compositionGlobs];
  const blocks = [
    {
      files: production,
      ignores: [...routeGlobs, ...compositionGlobs, ...tests],
      rules: {
        'import-x/no-restricted-paths': [
          'error',
          {
            basePath: import.meta.dirname,
            zones: layerZones(
              root,
              layers,
              [...routeGlobs, ...compositionGlobs, ...tests],
              'Imports go down the layers only',
            ),
          },
        ],
      },
    },
    {
      // Routes (and the composition root) may use every layer, but never a test helper; routes never each other.
      files: [...routeGlobs, ...compositionGlobs],
      ignores: tests,
      rules: {
        'import-x/no-restricted-paths': [
          'error',
          {
            basePath: import.meta.dirname,
            zones: [
              ...(routes
                ? [
                    {
                      target: routeGlobs[0],
                      // dependencies.ts only for its AppDependencies type: the routes are built from them.
                      from: [
                        ...routeGlobs,
                        ...compositionGlobs.filter((glob) => !glob.includes('dependencies')),
                        ...tests,
                      ],
                    },
                  ]
                : []),
              { target: compositionGlobs, from: tests },
            ].map((zone) => ({
              ...zone,
              message:
                'Routes and the composition root use the layers below them, never tests (README "Layers").',
            })),
          },
        ],
      },
    },
  ];
  return top.length > 0 ? blocks : blocks.slice(0, 1);
}

/**
 * The web's rule blocks. Production code keeps the layers and never imports app/, a test or a story's data;
 * stories (and their fixtures and mocks) keep the layers too but may use test/'s mocks; tests keep the layers but
 * may render app/ and use test/ — so no test of one feature imports another feature either.
 */
function webBoundaries(root) {
  const tests = [`${root}/**/*.test.{ts,tsx}`, `${root}/test/**`, `${root}/**/test-utils.tsx`];
  const stories = [
    `${root}/**/*.stories.tsx`,
    `${root}/**/fixtures.ts`,
    `${root}/**/*-fixtures.ts`,
    `${root}/**/story-mocks.ts`,
  ];
  const top = [`${root}/app/**`, `${root}/@(main.tsx)`];
  const rule = (zones) => ({
    'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones }],
  });
  const why = 'Imports go down the layers only, and no feature imports another';
  return [
    {
      files: [`${root}/**/*.{ts,tsx}`],
      ignores: [...tests, ...stories, ...top],
      rules: rule(layerZones(root, webLayers, [...top, ...tests, ...stories], why)),
    },
    { files: stories, ignores: tests, rules: rule(layerZones(root, webLayers, top, why)) },
    {
      files: top,
      ignores: [...tests, ...stories],
      rules: rule([
        {
          target: top,
          from: [...tests, ...stories],
          message: 'The app composes the layers below it, never tests or stories (README "Layers").',
        },
      ]),
    },
    { files: tests, rules: rule(layerZones(root, webLayers, [], why)) },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'storybook-static/**',
      'test-results/**',
      'playwright-report/**',
      'web/src/gql/**',
      'bff/src/__generated__/**',
      // Fixtures of scripts/boundaries.test.ts: a deliberate import cycle.
      'scripts/fixtures/**',
      '**/*.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // No module cycle anywhere (`npm run lint:cycles` runs madge over the same code, type imports included).
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      // The cycle rule follows only files it may parse: ours are TypeScript.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  ...boundaries('api/src', apiLayers, { composition: apiComposition, routes: true }),
  ...boundaries('bff/src', bffLayers, {}),
  ...webBoundaries('web/src'),
  {
    files: ['web/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
