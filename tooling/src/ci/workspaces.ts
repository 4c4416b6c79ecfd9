import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The folders of the repository's npm workspaces, as the root package.json lists them. */
export function workspaceDirs(root: string): string[] {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    workspaces?: string[];
  };
  return (manifest.workspaces ?? []).map((workspace) => join(root, workspace));
}
