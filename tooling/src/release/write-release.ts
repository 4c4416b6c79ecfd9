import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { fileFate, isPrecompressed, type PackageKind } from './file-rules.ts';

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : [path];
  });
}

/** Writes `.br` (quality 11) and `.gz` (level 9) beside a file, once, at release time. */
export function precompress(file: string): void {
  const body = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
}

export interface CopiedPackage {
  published: string[];
  maps: string[];
}

/**
 * Copies one package's dist/ into the release: what the browser loads to `target` (each
 * text file with its compressed siblings), source maps to `mapsTarget`.
 */
export function copyPackage(
  kind: PackageKind,
  dist: string,
  target: string,
  mapsTarget: string,
): CopiedPackage {
  const copied: CopiedPackage = { published: [], maps: [] };
  rmSync(target, { recursive: true, force: true });
  for (const file of walk(dist)) {
    const path = relative(dist, file).split('\\').join('/');
    const fate = fileFate(kind, path);
    if (fate === 'skip') continue;
    const destination = join(fate === 'map' ? mapsTarget : target, path);
    mkdirSync(dirname(destination), { recursive: true });
    copyFileSync(file, destination);
    if (fate === 'map') {
      copied.maps.push(path);
      continue;
    }
    copied.published.push(path);
    if (isPrecompressed(path)) precompress(destination);
  }
  return copied;
}
