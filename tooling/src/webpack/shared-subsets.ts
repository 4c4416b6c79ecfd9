import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Shared libraries provided as the part of them the app uses rather than whole.
 *
 * A shared module is compiled as an entry point of its own, so nothing of it is tree-shaken:
 * react-router shared whole cost 57 KiB gzip where a single bundle keeps 29. The module
 * shared under each library's name is instead a file that re-exports what the host and the
 * remotes import, and webpack tree-shakes the library behind it. Federation's own
 * `treeShaking` option would do the same per build, but it fails on react-router (2.9.2).
 *
 * The subset file reaches the real library through an alias (`flowscope-whole/<name>`), since
 * importing the library's own name there would consume the shared module it provides.
 */
const SUBSET_FILES = {
  'react-router': 'react-router.ts',
  'zustand/middleware': 'zustand-middleware.ts',
} as const satisfies Record<string, string>;

export type SubsetLibrary = keyof typeof SUBSET_FILES;

export const SUBSET_LIBRARIES = Object.keys(SUBSET_FILES) as SubsetLibrary[];

const SUBSETS_DIR = join(import.meta.dirname, '..', 'shared-subsets');

/** The file shared in place of a library, or undefined when the library is shared whole. */
export function subsetFileOf(library: string): string | undefined {
  const file = (SUBSET_FILES as Record<string, string>)[library];
  return file === undefined ? undefined : join(SUBSETS_DIR, file);
}

/** The alias a subset file imports its library through. */
export function wholeLibraryAlias(library: SubsetLibrary): string {
  return `flowscope-whole/${library}`;
}

/**
 * react-router's package exports name only its development build (its dev warnings on, the
 * warning texts built on every route match), in production too: remix-run/react-router#12532
 * and #14102. Its production build sits beside it, the same code with the warnings off, so a
 * production bundle takes that one.
 */
function productionBuildOf(library: SubsetLibrary, developmentBuild: string): string {
  if (library !== 'react-router') return developmentBuild;
  const production = developmentBuild.replace(
    `${sep}dist${sep}development${sep}`,
    `${sep}dist${sep}production${sep}`,
  );
  if (production === developmentBuild || !existsSync(production)) {
    throw new Error(
      `react-router's production build is not beside ${developmentBuild}: check how this version ships its builds`,
    );
  }
  return production;
}

/**
 * webpack `resolve.alias` entries: each alias to the library's ES module build, its
 * production build when the bundle is one.
 */
export function wholeLibraryAliases(mode: 'production' | 'development'): Record<string, string> {
  const aliases: Record<string, string> = {};
  for (const library of SUBSET_LIBRARIES) {
    const build = fileURLToPath(import.meta.resolve(library));
    aliases[`${wholeLibraryAlias(library)}$`] =
      mode === 'production' ? productionBuildOf(library, build) : build;
  }
  return aliases;
}
