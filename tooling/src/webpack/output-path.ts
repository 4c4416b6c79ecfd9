import { isAbsolute, join, resolve } from 'node:path';

/**
 * Where a production build is written: the folder the config names, else FLOWSCOPE_OUTPUT_DIR
 * (a second build of the same package, e.g. a canary, to its own folder), else dist/ beside
 * package.json. A blank value counts as unset: a caller that clears the variable with `''`
 * means "the default", and webpack given an empty path fails the build.
 */
export function buildOutputPath(
  packageDir: string,
  configured: string | undefined,
  fromEnv: string | undefined,
): string {
  const chosen = [configured, fromEnv].find((value) => value !== undefined && value.trim() !== '');
  if (chosen === undefined) return join(packageDir, 'dist');
  const trimmed = chosen.trim();
  return isAbsolute(trimmed) ? trimmed : resolve(packageDir, trimmed);
}
