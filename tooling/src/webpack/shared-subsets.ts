import { join } from 'node:path';
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

/** webpack `resolve.alias` entries: each alias to the library's ES module build. */
export function wholeLibraryAliases(): Record<string, string> {
  const aliases: Record<string, string> = {};
  for (const library of SUBSET_LIBRARIES) {
    aliases[`${wholeLibraryAlias(library)}$`] = fileURLToPath(import.meta.resolve(library));
  }
  return aliases;
}
