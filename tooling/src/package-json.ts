import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The fields of a package.json the tooling reads. */
export interface PackageJson {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  workspaces?: string[];
}

/**
 * Reads the package.json in packageDir. A build, a server or a release names its package and
 * version from it, so one without them stops with the file named instead of building under
 * `undefined`.
 */
export function readPackageJson(packageDir: string): PackageJson {
  const file = join(packageDir, 'package.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Partial<PackageJson>;
  if (typeof manifest.name !== 'string' || typeof manifest.version !== 'string') {
    throw new Error(`${file} has no name or no version`);
  }
  return { ...manifest, name: manifest.name, version: manifest.version };
}
