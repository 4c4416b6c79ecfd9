import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedSingletons } from '../src/webpack/federation.ts';
import {
  SUBSET_LIBRARIES,
  subsetFileOf,
  wholeLibraryAlias,
  wholeLibraryAliases,
} from '../src/webpack/shared-subsets.ts';
import { importsFrom } from './support/named-imports.ts';

const REPO_ROOT = join(import.meta.dirname, '..', '..');
/** Every package whose code runs in the browser bundles. */
const BROWSER_PACKAGES = [
  'host',
  'remote-cex',
  'remote-dex',
  'remote-account',
  'core',
  'shared-ui',
  'shared-api',
];

/**
 * Source files that reach a bundle: tests and test kits (`test/`, `testing/`, `*.test.*`,
 * `*-test-kit.*`) run under vitest, never webpack.
 */
function bundledSources(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'test' && entry.name !== 'testing') files.push(...bundledSources(path));
    } else if (/\.tsx?$/.test(entry.name) && !/(\.test|-test-kit)\.tsx?$/.test(entry.name)) {
      files.push(path);
    }
  }
  return files;
}

function appImportsOf(library: string): { names: Set<string>; wholeModuleImporters: string[] } {
  const names = new Set<string>();
  const wholeModuleImporters: string[] = [];
  for (const pkg of BROWSER_PACKAGES) {
    for (const file of bundledSources(join(REPO_ROOT, pkg, 'src'))) {
      const imports = importsFrom(file, readFileSync(file, 'utf8'), library);
      for (const name of imports.names) names.add(name);
      if (imports.wholeModuleImports > 0) wholeModuleImporters.push(relative(REPO_ROOT, file));
    }
  }
  return { names, wholeModuleImporters };
}

function subsetExportsOf(library: (typeof SUBSET_LIBRARIES)[number]): Set<string> {
  const file = subsetFileOf(library);
  if (file === undefined) throw new Error(`${library} has no subset file`);
  return importsFrom(file, readFileSync(file, 'utf8'), wholeLibraryAlias(library)).names;
}

const sorted = (names: Set<string>): string[] => [...names].sort();

describe('libraries shared as the part the app uses', () => {
  it.each(SUBSET_LIBRARIES)(
    '%s: the shared subset is exactly what the bundled code imports',
    (library) => {
      const { names, wholeModuleImporters } = appImportsOf(library);
      // A name missing from the subset is undefined at run time in every container.
      expect(sorted(subsetExportsOf(library))).toEqual(sorted(names));
      expect(wholeModuleImporters).toEqual([]);
    },
    // It parses every source file of the app: seconds on a busy 2-core machine.
    30_000,
  );

  it.each(SUBSET_LIBRARIES)(
    '%s: every name of the subset exists in the library',
    async (library) => {
      const whole = (await import(library)) as Record<string, unknown>;
      for (const name of subsetExportsOf(library)) expect(whole[name], name).toBeDefined();
    },
  );

  it('shares each subset under the library’s own name, with the installed version', () => {
    const shared = sharedSingletons(join(REPO_ROOT, 'remote-dex'));
    for (const library of SUBSET_LIBRARIES) {
      expect(shared[library]?.import).toBe(subsetFileOf(library));
      expect(shared[library]?.version).toMatch(/^\d+\.\d+\.\d+/);
    }
    expect(shared.react?.import).toBeUndefined();
  });

  it('points each alias at the library’s ES module build, so webpack can tree-shake it', () => {
    for (const mode of ['production', 'development'] as const) {
      const aliases = wholeLibraryAliases(mode);
      for (const library of SUBSET_LIBRARIES) {
        expect(aliases[`${wholeLibraryAlias(library)}$`]).toMatch(/\.mjs$/);
      }
    }
  });

  it('bundles react-router’s production build in production, its dev warnings off', () => {
    const alias = `${wholeLibraryAlias('react-router')}$`;
    const production = wholeLibraryAliases('production')[alias] ?? '';
    const development = wholeLibraryAliases('development')[alias] ?? '';
    expect(production).toContain(join('dist', 'production'));
    expect(development).toContain(join('dist', 'development'));
    // The entry re-exports its chunks; the flag is set in one of them.
    const codeOf = (entry: string) =>
      [...readFileSync(entry, 'utf8').matchAll(/from "\.\/(chunk-[A-Z0-9]+\.mjs)"/g)]
        .map(([, chunk]) => readFileSync(join(entry, '..', chunk ?? ''), 'utf8'))
        .join('\n');
    expect(codeOf(production)).toContain('var ENABLE_DEV_WARNINGS = false;');
    expect(codeOf(development)).toContain('var ENABLE_DEV_WARNINGS = true;');
  });
});

describe('importsFrom', () => {
  const source = [
    "import { Link, useLocation as useWhere, type NavigateFunction } from 'react-router';",
    "import type { Location } from 'react-router';",
    "export { Outlet } from 'react-router';",
    "import * as Router from 'react-router';",
    "import { persist } from 'zustand/middleware';",
  ].join('\n');

  it('lists the value names taken from one module, not types or other modules', () => {
    const imports = importsFrom('x.ts', source, 'react-router');
    expect(sorted(imports.names)).toEqual(['Link', 'Outlet', 'useLocation']);
    expect(imports.wholeModuleImports).toBe(1);
  });
});
