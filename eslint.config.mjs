import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Every remote package (remote-cex, remote-research, …): the rules below cover any `remote-*`. */
const REMOTES = 'remote-[a-z0-9-]+';
const PACKAGE_DIRS = [
  REMOTES,
  'host',
  'core',
  'shared-ui',
  'shared-api',
  'mock-api',
  'tooling',
  'e2e',
];

/** Imports every package's code may not make: another package's src/ internals, by name or by path. */
const INTERNALS = [
  {
    group: ['@flowscope/*/src', '@flowscope/*/src/**'],
    message: "Import a package's public entry (or its /testing subpath), never its src/ internals.",
  },
  {
    regex: `^(\\.\\./)+(${PACKAGE_DIRS.join('|')})/`,
    message: 'Reach another package through its name and public entry, not a relative path.',
  },
];

/** The boundaries of ARCHITECTURE.md: each entry forbids what one kind of package must not import. */
function boundary(files, forbidden) {
  return {
    files,
    rules: { 'no-restricted-imports': ['error', { patterns: [...INTERNALS, ...forbidden] }] },
  };
}

/**
 * One file-naming convention for every package: kebab-case modules (`use-top-screen.ts`,
 * `sort-rows.test.ts`), PascalCase only for a .tsx file whose main export is a component
 * (`DataTable.tsx`). Middle extensions (`.test`, `.bench`, `.config`, `.d`) are not part of the name.
 */
const KEBAB_CASE = '+([a-z0-9])*(-+([a-z0-9]))';
const PASCAL_CASE = '+([A-Z])*([a-zA-Z0-9])';
const FILE_NAMES = {
  files: ['**/*.{ts,tsx,mts,mjs}'],
  plugins: { 'check-file': checkFile },
  rules: {
    'check-file/filename-naming-convention': [
      'error',
      { '**/*.{ts,mts,mjs}': KEBAB_CASE, '**/*.tsx': `@(${KEBAB_CASE}|${PASCAL_CASE})` },
      { ignoreMiddleExtensions: true },
    ],
  },
};

const NO_REMOTES = {
  group: ['@flowscope/remote-*', '@flowscope/remote-*/**'],
  message:
    'A remote is loaded at runtime by the host; nothing imports it (shared code goes to core, shared-ui or shared-api).',
};
const NO_HOST = {
  group: ['@flowscope/host', '@flowscope/host/**'],
  message: 'Nothing imports the host; shared code goes to core, shared-ui or shared-api.',
};

const NO_API_IN_UI = {
  group: ['@flowscope/shared-api', '@flowscope/shared-api/**'],
  message: 'shared-ui never calls the API: take the data as props.',
};

const NO_UI_IN_API = {
  group: ['@flowscope/shared-ui', '@flowscope/shared-ui/**'],
  message:
    'shared-api never imports shared-ui: what both need (formatters, URL state, shared types) lives in @flowscope/core.',
};
/** shared-api's tests and its test kit (`@flowscope/shared-api/testing`) may render shared-ui. */
const API_TEST_SOURCES = [
  'shared-api/src/testing/**/*.{ts,tsx}',
  'shared-api/src/**/*.test.{ts,tsx}',
];

/** core sits under both shared packages: it imports no package of the repo but itself. */
const NO_PACKAGES_IN_CORE = {
  group: ['@flowscope/*', '@flowscope/*/**', '!@flowscope/core', '!@flowscope/core/**'],
  message:
    'core imports no other package of the repo (not shared-ui, shared-api, the host or a remote): they import it.',
};

/**
 * A shared package's subpath entry that is a shared module of its own (tooling's federation
 * SUBPATHS) must reach the rest of its package through the package's main entry: a relative
 * import would bundle a second copy of that module (a store, a context, the API client) into the
 * subpath's chunk. And the rest of the package never imports the subpath's folder.
 */
function leavesFolder(depth) {
  return {
    regex: `^(\\.\\./){${depth},}`,
    message:
      "This folder is a shared module of its own: import the rest of the package from its main entry ('@flowscope/shared-ui' / '@flowscope/shared-api'), not by a relative path.",
  };
}
function entersFolder(folder) {
  return {
    regex: `^\\.\\.?/(\\.\\./)*([^/]+/)*${folder}/`,
    message: `${folder}/ is a shared module of its own: import it from its subpath entry.`,
  };
}
const SUBPATH_SOURCES = { ignores: ['**/*.test.{ts,tsx}'] };

/**
 * A feature of a remote (`src/features/<name>/`) is fenced from its siblings: a file `depth`
 * folders below `features/<name>/` may not climb to `features/` and into another feature.
 * What two features share goes to the remote's `src/components/` or a shared package.
 */
function entersSiblingFeature(depth) {
  return {
    regex: `^(\\.\\./){${depth}}[^./]`,
    message:
      "A remote's features do not import one another: share it from src/components/ or a shared package.",
  };
}

/** The one lint config of the monorepo; every package runs `eslint .` against it. */
export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.turbo/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'e2e/.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    // Scripts and benchmarks print their figures.
    files: ['**/scripts/**', '**/bench/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  FILE_NAMES,
  // Boundaries: remotes use core, shared-ui and shared-api; shared-ui never calls the API,
  // shared-api never imports shared-ui (both take what they share from core), core imports
  // no package of the repo.
  boundary(['remote-*/**/*.{ts,tsx}', 'host/**/*.{ts,tsx}'], [NO_REMOTES, NO_HOST]),
  ...[1, 2, 3].map((depth) =>
    boundary(
      [`remote-*/src/features/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
      [NO_REMOTES, NO_HOST, entersSiblingFeature(depth)],
    ),
  ),
  boundary(['shared-api/**/*.{ts,tsx}'], [NO_REMOTES, NO_HOST, NO_UI_IN_API]),
  boundary(['core/**/*.{ts,tsx}'], [NO_PACKAGES_IN_CORE]),
  boundary(['shared-ui/**/*.{ts,tsx}'], [NO_REMOTES, NO_HOST, NO_API_IN_UI]),
  // The subpath shared modules: shared-ui/feed and shared-api/feeds.
  {
    ...boundary(
      ['shared-ui/src/**/*.{ts,tsx}'],
      [NO_REMOTES, NO_HOST, NO_API_IN_UI, entersFolder('feed')],
    ),
    ignores: ['shared-ui/src/feed/**'],
  },
  {
    ...boundary(
      ['shared-ui/src/feed/*.{ts,tsx}'],
      [NO_REMOTES, NO_HOST, NO_API_IN_UI, leavesFolder(1)],
    ),
    ...SUBPATH_SOURCES,
  },
  {
    ...boundary(
      ['shared-api/src/**/*.{ts,tsx}'],
      [NO_REMOTES, NO_HOST, NO_UI_IN_API, entersFolder('feeds')],
    ),
    ignores: ['shared-api/src/feeds/**'],
  },
  ...[1, 2, 3].map((depth) => ({
    ...boundary(
      [`shared-api/src/feeds/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
      [NO_REMOTES, NO_HOST, NO_UI_IN_API, leavesFolder(depth)],
    ),
    ...SUBPATH_SOURCES,
  })),
  // The same boundaries for shared-api's tests and test kit, which may render shared-ui.
  {
    ...boundary(API_TEST_SOURCES, [NO_REMOTES, NO_HOST, entersFolder('feeds')]),
    ignores: ['shared-api/src/feeds/**'],
  },
  boundary(['shared-api/src/feeds/**/*.test.{ts,tsx}'], [NO_REMOTES, NO_HOST]),
  {
    // A shared package's entry is its public face, named export by export: a new module does
    // not widen it by accident, and knip sees what nobody uses.
    files: [
      'shared-ui/src/index.ts',
      'shared-ui/src/feed/index.ts',
      'shared-api/src/index.ts',
      'shared-api/src/contract/index.ts',
      'shared-api/src/routing/index.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration',
          message: "A package entry is a curated list: name each export instead of 'export *'.",
        },
      ],
    },
  },
  boundary(
    ['mock-api/**/*.{ts,tsx}', 'tooling/**/*.{ts,tsx}', 'e2e/**/*.{ts,tsx}'],
    [NO_REMOTES, NO_HOST],
  ),
);
