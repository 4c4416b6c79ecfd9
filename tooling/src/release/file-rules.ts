import { isCompressible, withoutSiblingSuffix } from '../precompress/content-coding.ts';

/**
 * What a release publishes from a package's dist/: only what the browser loads. Source maps
 * go to a folder beside the release (for error tracking), build stats and a remote's
 * standalone page stay behind.
 */
export type PackageKind = 'host' | 'remote';

export type FileFate = 'publish' | 'map' | 'skip';

/** Files of dist/ that no browser requests from a deployment. */
const NEVER_PUBLISHED = new Set(['mf-stats.json']);
/** A remote's own page and entry for running it alone (`npm run dev -w remote-…`). */
const REMOTE_STANDALONE = new Set(['index.html', 'main.js']);
/** The host does not expose anything: its federation manifest is for tools, not browsers. */
const HOST_TOOLING = new Set(['mf-manifest.json']);

/** A precompressed sibling (`index.html.br`) shares the fate of the file it stands for. */
export function fileFate(kind: PackageKind, siblingOrFile: string): FileFate {
  const relativePath = withoutSiblingSuffix(siblingOrFile);
  const name = relativePath.split('/').at(-1) ?? relativePath;
  if (name.endsWith('.map')) return 'map';
  if (NEVER_PUBLISHED.has(relativePath)) return 'skip';
  if (kind === 'remote' && REMOTE_STANDALONE.has(relativePath)) return 'skip';
  if (kind === 'host' && HOST_TOOLING.has(relativePath)) return 'skip';
  return 'publish';
}

/** Text assets have `.br` and `.gz` siblings; runtime-config.json is edited in place, so never. */
const EDITED_IN_PLACE = new Set(['runtime-config.json']);

export function isPrecompressed(relativePath: string): boolean {
  const name = relativePath.split('/').at(-1) ?? relativePath;
  return isCompressible(name) && !EDITED_IN_PLACE.has(name);
}
