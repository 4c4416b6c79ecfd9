import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildProbe } from './support/webpack-build.ts';
import { COMPILE_HINT, CompileHintsPlugin } from '../src/webpack/compile-hints-plugin.ts';

/** A production build of an entry and a lazily loaded chunk, with or without the plugin. */
async function buildWithLazyChunk(withHints: boolean): Promise<string> {
  const { dist, stats } = await buildProbe(
    {
      'index.js':
        'export const answer = "forty-two";\nimport("./later.js").then((m) => console.log(m.later));\n',
      'later.js': 'export const later = "in a chunk of its own";\n',
    },
    {
      plugins: withHints ? [new CompileHintsPlugin()] : [],
      chunkFilename: '[name].[contenthash:8].js',
    },
  );
  expect(stats.hasErrors()).toBe(false);
  return dist;
}

const scriptsOf = (dist: string) => readdirSync(dist).filter((file) => file.endsWith('.js'));

/** The `mappings` of a script's source map, one `;` per generated line. */
function mappingsOf(dist: string, script: string): string {
  const map = JSON.parse(readFileSync(join(dist, `${script}.map`), 'utf8')) as { mappings: string };
  return map.mappings;
}

describe('CompileHintsPlugin', () => {
  it('starts every script with the hint, and their source maps still point at the code', async () => {
    const dist = await buildWithLazyChunk(true);
    const scripts = scriptsOf(dist);
    expect(scripts).toHaveLength(2);
    for (const script of scripts) {
      const code = readFileSync(join(dist, script), 'utf8');
      expect(code.startsWith(COMPILE_HINT)).toBe(true);
      // The minified code follows on the second line; its map gives the first line no mappings.
      expect(code.slice(COMPILE_HINT.length)).toMatch(/\S/);
      const mappings = mappingsOf(dist, script);
      expect(mappings.startsWith(';')).toBe(true);
      expect(mappings.length).toBeGreaterThan(1);
    }
  }, 30_000);

  it('is what gives the scripts the hint and shifts their maps, and the chunk its new hash', async () => {
    const hinted = scriptsOf(await buildWithLazyChunk(true));
    const plainDist = await buildWithLazyChunk(false);
    const plain = scriptsOf(plainDist);
    for (const script of plain) {
      const code = readFileSync(join(plainDist, script), 'utf8');
      expect(code.startsWith(COMPILE_HINT)).toBe(false);
      expect(mappingsOf(plainDist, script).startsWith(';')).toBe(false);
    }
    // The lazily loaded chunk's content hash follows its content, hint included.
    expect(hinted.filter((file) => file !== 'main.js')).not.toEqual(
      plain.filter((file) => file !== 'main.js'),
    );
  }, 30_000);
});
