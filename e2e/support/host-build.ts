import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REPO_ROOT } from './env.ts';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(path) : [path];
    })
    .sort();
}

/** A hash of every file of the host's build (host/dist, its folders too): a rebuild changes it. */
export function hostBuildFingerprint(): string {
  const dist = join(REPO_ROOT, 'host', 'dist');
  const hash = createHash('sha256');
  for (const file of filesUnder(dist)) hash.update(relative(dist, file)).update(readFileSync(file));
  return hash.digest('hex');
}
