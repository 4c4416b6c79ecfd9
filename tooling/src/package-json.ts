import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The fields of a package.json the tooling reads, as a file may or may not have them. */
export interface PackageManifest {
  name?: string;
  version?: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  scripts?: Record<string, string>;
  workspaces?: string[];
}

/** A package's manifest with what names it: every workspace package and installed library. */
export interface PackageJson extends PackageManifest {
  name: string;
  version: string;
}

/** Reads the package.json in dir as it is (a repository's root may have no version). */
export function readManifest(dir: string): PackageManifest {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageManifest;
}

/**
 * Reads the package.json of the package in packageDir. A build, a server or a release names its
 * package and version from it, so one without them stops with the file named instead of building
 * under `undefined`.
 */
export function readPackageJson(packageDir: string): PackageJson {
  const { name, version, ...rest } = readManifest(packageDir);
  if (typeof name !== 'string' || typeof version !== 'string') {
    throw new Error(`${join(packageDir, 'package.json')} has no name or no version`);
  }
  return { ...rest, name, version };
}
