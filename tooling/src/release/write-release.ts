import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { compressSync } from '../precompress/compress.ts';
import { isPrecompressedSibling, PRECOMPRESSED } from '../precompress/content-coding.ts';
import { fileFate, isPrecompressed, type PackageKind } from './file-rules.ts';

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : [path];
  });
}

/**
 * Writes the `.br` and `.gz` siblings the build did not (a dist/ built by other tools), so
 * every text file of the release has both.
 */
function precompressMissing(source: string, destination: string): void {
  for (const { coding, suffix } of PRECOMPRESSED) {
    if (existsSync(`${source}${suffix}`)) continue;
    writeFileSync(`${destination}${suffix}`, compressSync(coding, readFileSync(source)));
  }
}

export interface CopiedPackage {
  published: string[];
  maps: string[];
}

/**
 * Copies one package's dist/ into the release: what the browser loads to `target` (each
 * text file with its compressed siblings), source maps to `mapsTarget`. `published` lists the
 * files, not their siblings.
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
    // The build's siblings are copied as they are, so the edge sends the bytes `npm start` does.
    if (isPrecompressedSibling(path)) continue;
    copied.published.push(path);
    if (isPrecompressed(path)) precompressMissing(file, destination);
  }
  return copied;
}
