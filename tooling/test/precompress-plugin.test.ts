import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { describe, expect, it } from 'vitest';
import { buildProbe } from './support/webpack-build.ts';
import { PrecompressPlugin } from '../src/webpack/precompress-plugin.ts';
import { PrivateOutputPlugin } from '../src/webpack/private-output-plugin.ts';

describe('PrecompressPlugin', () => {
  it('writes .br and .gz that decode to every text file, and none for source maps', async () => {
    const { dist, stats } = await buildProbe(
      { 'index.js': 'export const answer = "forty-two";\nconsole.log(answer);\n' },
      {
        plugins: [
          new HtmlWebpackPlugin({ title: 'probe' }),
          new PrivateOutputPlugin(),
          new PrecompressPlugin(),
        ],
      },
    );
    expect(stats.hasErrors()).toBe(false);
    for (const file of ['main.js', 'index.html']) {
      const body = readFileSync(join(dist, file));
      expect(brotliDecompressSync(readFileSync(join(dist, `${file}.br`))).equals(body)).toBe(true);
      expect(gunzipSync(readFileSync(join(dist, `${file}.gz`))).equals(body)).toBe(true);
    }
    expect(existsSync(join(`${dist}-maps`, 'main.js.map'))).toBe(true);
    expect(existsSync(join(dist, 'main.js.map.br'))).toBe(false);
    expect(existsSync(join(`${dist}-maps`, 'main.js.map.br'))).toBe(false);
  }, 30_000);
});
