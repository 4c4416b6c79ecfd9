import { join } from 'node:path';
import { readManifest } from '../package-json.ts';

/** The folders of the repository's npm workspaces, as the root package.json lists them. */
export function workspaceDirs(root: string): string[] {
  const manifest = readManifest(root);
  return (manifest.workspaces ?? []).map((workspace) => join(root, workspace));
}
