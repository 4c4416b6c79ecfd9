import { SCREENS_EXPOSE } from '@flowscope/shared-api/routing';

/**
 * What the page fetches, one after another, to show a remote's screen, known up front so a
 * server can tell the browser to fetch it all at once (`Link: rel=preload`). Used by the
 * host's server (per request) and by the nginx edge (written into its configuration).
 */

/** The parts of a remote's mf-manifest.json the hints need. */
export interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string }; publicPath?: string };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] } } }[];
}

/** Per screen, the script files of its chunk (written by the remote build beside the manifest). */
export type ScreenChunks = Partial<Record<string, string[]>>;

export interface Hint {
  url: string;
  as: 'fetch' | 'script';
  /**
   * How the page then requests it, which the hint must match or the file downloads twice:
   * always in CORS mode (fetch(), and the scripts the federation runtime loads through the
   * host's script hook, host/src/remotes: a remote's entry and its expose), or, for chunks
   * webpack loads, in CORS mode only from another origin (its loader sets crossorigin on other
   * origins' scripts alone). A root-relative URL is the page's own origin.
   */
  cors?: 'always' | 'other-origin';
}

/** Written by each remote's build beside its manifest (ScreenChunksPlugin). */
export const SCREEN_CHUNKS_FILE = 'screen-chunks.json';

/** Fetched by the shell before anything else (host/src/bootstrap.tsx). */
export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

/**
 * What every page fetches first, all at once: the runtime config and each configured remote's
 * route manifest (the shell builds its routes from them), so the manifests never wait for the
 * config in front of the first screen.
 */
export function startupHints(routeManifestUrls: readonly string[]): Hint[] {
  return [
    { url: RUNTIME_CONFIG_PATH, as: 'fetch' },
    ...routeManifestUrls.map((url): Hint => ({ url, as: 'fetch' })),
  ];
}

/**
 * The manifest, then the container and its `./screens` expose, then the chunk of the screen
 * (its id in the remote's route manifest). An unread manifest is hinted alone.
 */
export function remoteHints(
  manifestUrl: string,
  manifest: RemoteManifest | undefined,
  screenChunks: ScreenChunks | undefined,
  screen: string,
): Hint[] {
  const hints: Hint[] = [{ url: manifestUrl, as: 'fetch' }];
  if (!manifest) return hints;
  const publicPath = manifest.metaData?.publicPath;
  // `auto`: the remote's files sit beside its manifest.
  const base = new URL(publicPath && publicPath !== 'auto' ? publicPath : './', manifestUrl);
  const file = (name: string, cors: Hint['cors']): Hint => ({
    url: new URL(name, base).href,
    as: 'script',
    cors,
  });
  const entry = manifest.metaData?.remoteEntry;
  if (entry?.name) {
    hints.push(file(`${entry.path ? `${entry.path}/` : ''}${entry.name}`, 'always'));
  }
  const expose = manifest.exposes?.find((candidate) => candidate.path === SCREENS_EXPOSE);
  // The federation runtime loads the expose through the host's script hook (crossorigin).
  for (const name of expose?.assets?.js?.sync ?? []) hints.push(file(name, 'always'));
  for (const name of screenChunks?.[screen] ?? []) hints.push(file(name, 'other-origin'));
  return hints;
}

/** Whether the page requests a hinted file in CORS mode (see `Hint.cors`). */
function requestedWithCors({ url, cors = 'always' }: Hint): boolean {
  return cors === 'always' || !url.startsWith('/') || url.startsWith('//');
}

/** A `Link` header value; crossorigin matches how the page requests each of them. */
export function linkHeader(hints: readonly Hint[]): string {
  return hints
    .map(
      (hint) =>
        `<${hint.url}>; rel=preload; as=${hint.as}${requestedWithCors(hint) ? '; crossorigin' : ''}`,
    )
    .join(', ');
}
