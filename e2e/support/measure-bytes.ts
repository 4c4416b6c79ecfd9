import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { composeScript } from './measure-sources.ts';

interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface BytesReport {
  total: Sizes;
  byGroup: Map<string, Sizes>;
  /** For each library, the webpack runtimes that loaded a copy of it. */
  copies: Map<string, Set<string>>;
  /** For each source file (repo-relative, node_modules included), the scripts that carry it. */
  moduleScripts: Map<string, Set<string>>;
  scriptCount: number;
  /** URL of the script holding the screen's own module. */
  screenChunk: string | undefined;
}

const zero = (): Sizes => ({ raw: 0, gzip: 0, brotli: 0 });

/** Each file compressed on its own, as a CDN serves precompressed files (gzip -9, brotli 11). */
function compressedSizes(code: string): Sizes {
  const buffer = Buffer.from(code, 'utf8');
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length,
  };
}

/**
 * Bytes of the scripts a first view loaded, grouped by what they are. A script's compressed
 * size is exact; its share per group is in proportion to the group's characters in it.
 */
export function analyseScripts(
  scripts: ReadonlyMap<string, string>,
  mapsDirOf: (url: string) => string,
  screenModule: string,
): BytesReport {
  const report: BytesReport = {
    total: zero(),
    byGroup: new Map(),
    copies: new Map(),
    moduleScripts: new Map(),
    scriptCount: scripts.size,
    screenChunk: undefined,
  };
  for (const [url, code] of scripts) {
    const sizes = compressedSizes(code);
    for (const key of ['raw', 'gzip', 'brotli'] as const) report.total[key] += sizes[key];
    const composition = composeScript(mapsDirOf(url), url, code);
    const characters = [...composition.groups.values()].reduce((sum, n) => sum + n, 0) || 1;
    for (const [group, count] of composition.groups) {
      const share = count / characters;
      const sum = report.byGroup.get(group) ?? zero();
      for (const key of ['raw', 'gzip', 'brotli'] as const) sum[key] += sizes[key] * share;
      report.byGroup.set(group, sum);
    }
    for (const [library, runtime] of composition.libraries) {
      let runtimes = report.copies.get(library);
      if (!runtimes) report.copies.set(library, (runtimes = new Set()));
      runtimes.add(runtime);
    }
    for (const file of composition.files) {
      let holders = report.moduleScripts.get(file);
      if (!holders) report.moduleScripts.set(file, (holders = new Set()));
      holders.add(url);
    }
    if (composition.files.has(screenModule)) report.screenChunk = url;
  }
  return report;
}
