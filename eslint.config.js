// One lint config for every workspace: typescript-eslint's type-aware rules, React hooks for web, and the layers of
// DESIGN.md §10 as import rules (README "Layers"): a new upward import or folder cycle fails `npm run lint`.
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
  ['stats', 'wallets'],
  ['agents', 'contact', 'health', 'users', 'withdrawals'],
];
/** The composition root: builds the dependencies, mounts the routes, starts the server, seeds at start. */
const apiComposition = ['app.ts', 'server.ts', 'main.ts', 'dependencies.ts', 'startup'];

/** bff/src, bottom up: resolvers → loaders → rest (DESIGN §10). */
const bffLayers = [
  ['config.ts', 'errors.ts'],
  ['rest'],
  ['loaders'],
  ['context.ts'],
  ['__generated__'],
  ['resolvers'],
  ['schema.ts'],
  ['statement-download.ts', 'static.ts'],
  ['server.ts'],
  ['main.ts'],
];

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
  // web: s15w adds the web layers (app → features → shared → gql, styles) here.
  {
    files: ['web/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
