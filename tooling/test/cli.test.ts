import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const TOOLING = join(import.meta.dirname, '..');

describe('the flowscope command', () => {
  it('imports a command’s code only when that command runs', () => {
    // A static import would load webpack and the TypeScript compiler into every remote's
    // static server (`flowscope serve`), several CPU-seconds at each start of the app.
    const source = readFileSync(join(TOOLING, 'src', 'cli.ts'), 'utf8');
    expect(source.match(/^import\s+(?!type\b)[^;]*;/gm) ?? []).toEqual([]);
    expect(source).toContain("await import('./server/serve-remote.ts')");
  });

  it('prints its usage and fails for a command it does not know', () => {
    const run = spawnSync(process.execPath, [join(TOOLING, 'bin', 'flowscope.mjs'), 'nope'], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('usage: flowscope <command>');
    expect(run.stderr).toContain('serve            serve the current remote');
  });
});
