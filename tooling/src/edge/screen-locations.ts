import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { SCREEN_IDS, SCREEN_ROUTES, type RemoteId } from '@flowscope/shared-api/routing';
import {
  linkHeader,
  remoteHints,
  RUNTIME_CONFIG_PATH,
  SCREEN_CHUNKS_FILE,
  type Hint,
  type RemoteManifest,
  type ScreenChunks,
} from '../server/preload-links.ts';

/** Resolves the release's same-origin paths; only the paths are written. */
const SAME_ORIGIN = 'http://edge.invalid';

function readJson<T>(file: string): T | undefined {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** The nginx location of a route's pages: exact, or a regex for a parameter segment. */
export function routeLocation(path: string): string {
  if (!path.includes('/:')) return `= ${path}`;
  const pattern = path
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return `~ "^${pattern}$"`;
}

/**
 * The preload hints of each screen's page, read from the release tree: the runtime config,
 * and the remote's manifest, entry, `./screens` expose and the screen's chunk, as the host's
 * server sends them (host/server/preload-hints.ts). A remote served from another origin is
 * hinted by its manifest alone, since its files are not in the tree.
 */
export function screenLinks(
  root: string,
  remotes: Readonly<Partial<Record<RemoteId, string>>>,
): { path: string; link: string }[] {
  return SCREEN_IDS.map((screen) => {
    const { path, remote } = SCREEN_ROUTES[screen];
    const manifestUrl = remotes[remote];
    const hints: Hint[] = [{ url: RUNTIME_CONFIG_PATH, as: 'fetch' }];
    if (manifestUrl?.startsWith('/')) {
      const manifestFile = join(root, manifestUrl);
      const remoteFiles = remoteHints(
        `${SAME_ORIGIN}${manifestUrl}`,
        readJson<RemoteManifest>(manifestFile),
        readJson<ScreenChunks>(join(dirname(manifestFile), SCREEN_CHUNKS_FILE)),
        screen,
      );
      hints.push(
        ...remoteFiles.map((hint) => ({ ...hint, url: hint.url.slice(SAME_ORIGIN.length) })),
      );
    } else if (manifestUrl) {
      hints.push(...remoteHints(manifestUrl, undefined, undefined, screen));
    }
    return { path, link: linkHeader(hints) };
  });
}

/**
 * One nginx location a screen: the page with its preload hints (the `location /` rule's
 * headers, plus `Link`). Written when the configuration is rendered, so a remote's version
 * switched in runtime-config.json is hinted after the next render and reload; until then the
 * page works and the browser preloads the previous version's files in vain.
 */
export function screenLocations(
  root: string,
  remotes: Readonly<Partial<Record<RemoteId, string>>>,
  confDir: string,
): string {
  return screenLinks(root, remotes)
    .map(({ path, link }) =>
      [
        `location ${routeLocation(path)} {`,
        `    include ${confDir}/security-headers.conf;`,
        '    add_header Cache-Control "no-cache" always;',
        `    add_header Link "${link}" always;`,
        '    try_files /index.html =404;',
        '  }',
      ].join('\n'),
    )
    .join('\n\n  ');
}
