import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readManifest, readPackageJson } from '../src/package-json.ts';

const dirs: string[] = [];
function packageWith(manifest: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'package-json-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest));
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('readPackageJson', () => {
  it('reads a workspace package’s name, version and dependencies', () => {
    const dir = packageWith({
      name: '@flowscope/remote-cex',
      version: '1.4.0',
      dependencies: { react: '~19.2.0' },
    });
    expect(readPackageJson(dir)).toEqual({
      name: '@flowscope/remote-cex',
      version: '1.4.0',
      dependencies: { react: '~19.2.0' },
    });
  });

  it('reads the repository’s own package.json and its workspaces', () => {
    const root = join(import.meta.dirname, '..', '..');
    const { name, workspaces } = readPackageJson(root);
    expect(name).toBe('flowscope');
    expect(workspaces).toContain('remote-cex');
  });

  it('reads a manifest without a name or version as it is, as a repository root may be', () => {
    const dir = packageWith({ private: true, workspaces: ['core', 'host'] });
    expect(readManifest(dir).workspaces).toEqual(['core', 'host']);
  });

  it('names the file when a package has no version, instead of building under undefined', () => {
    const dir = packageWith({ name: '@flowscope/remote-cex' });
    expect(() => readPackageJson(dir)).toThrow(
      `${join(dir, 'package.json')} has no name or no version`,
    );
  });
});
