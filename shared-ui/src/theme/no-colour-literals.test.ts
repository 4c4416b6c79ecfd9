import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE_ROOT = join(import.meta.dirname, '..');
const COLOUR_LITERAL = /#[0-9a-f]{3,8}\b|\brgba?\(|\bhsla?\(/i;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|bench)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('design tokens', () => {
  it('are the only place a colour is written', () => {
    const files = sourceFiles(SOURCE_ROOT);
    expect(files.length).toBeGreaterThan(40);
    const offenders = files
      .filter((file) => !file.endsWith(join('theme', 'tokens.ts')))
      .filter((file) => COLOUR_LITERAL.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SOURCE_ROOT, file));
    expect(offenders).toEqual([]);
  });
});
