import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  claimScreens,
  parseRouteManifest,
  routeManifestUrl,
  type ConfiguredRoutes,
  type RouteManifest,
} from '@flowscope/shared-api/routing';
import {
  linkHeader,
  remoteHints,
  SCREEN_CHUNKS_FILE,
  startupHints,
  type RemoteManifest,
  type ScreenChunks,
} from '../server/preload-links.ts';

/** Resolves the release's same-origin paths; only the paths are written. */
const SAME_ORIGIN = 'http://edge.invalid';

/** A remote as the served runtime-config.json lists it. */
export interface ServedRemote {
  manifest: string;
  routes?: unknown;
}

function readJson(file: string): unknown {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

function validRoutes(input: unknown): RouteManifest | undefined {
  if (input === undefined) return undefined;
  try {
    return parseRouteManifest(input);
  } catch {
    return undefined;
  }
}

/**
 * Each remote's routes: its route-manifest.json in the release tree when it is served from
 * the tree, else the routes the config declares for it; a remote with neither has no screen
 * locations (its pages still get the page, from `location /`).
 */
function configuredRoutes(
  root: string,
  remotes: Readonly<Record<string, ServedRemote>>,
): ConfiguredRoutes[] {
  return Object.entries(remotes).flatMap(([name, remote]) => {
    const inTree = remote.manifest.startsWith('/')
      ? validRoutes(readJson(join(root, routeManifestUrl(remote.manifest))))
      : undefined;
    const manifest = inTree ?? validRoutes(remote.routes);
    return manifest ? [{ name, manifest }] : [];
  });
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

/** What every page announces: the runtime config and each configured remote's route manifest. */
export function pageLink(remotes: Readonly<Record<string, ServedRemote>>): string {
  return linkHeader(
    startupHints(Object.values(remotes).map((remote) => routeManifestUrl(remote.manifest))),
  );
}

/**
 * The preload hints of each screen's page, from the route manifests of the configured remotes
 * (as the host routes them): what every page announces, then the screen's remote's manifest,
 * entry, `./screens` expose and the screen's chunk, as the host's server sends them
 * (host/server/preload-hints.ts). A remote served from another origin is hinted by its
 * manifest alone, since its files are not in the tree.
 */
export function screenLinks(
  root: string,
  remotes: Readonly<Record<string, ServedRemote>>,
): { path: string; link: string }[] {
  const startup = startupHints(
    Object.values(remotes).map((remote) => routeManifestUrl(remote.manifest)),
  );
  return claimScreens(configuredRoutes(root, remotes)).claimed.map(({ remote, screen }) => {
    const manifestUrl = remotes[remote]?.manifest ?? '';
    const hints = [...startup];
    if (manifestUrl.startsWith('/')) {
      const manifestFile = join(root, manifestUrl);
      const remoteFiles = remoteHints(
        `${SAME_ORIGIN}${manifestUrl}`,
        readJson(manifestFile) as RemoteManifest | undefined,
        readJson(join(dirname(manifestFile), SCREEN_CHUNKS_FILE)) as ScreenChunks | undefined,
        screen.id,
      );
      hints.push(
        ...remoteFiles.map((hint) => ({ ...hint, url: hint.url.slice(SAME_ORIGIN.length) })),
      );
    } else {
      hints.push(...remoteHints(manifestUrl, undefined, undefined, screen.id));
    }
    return { path: screen.path, link: linkHeader(hints) };
  });
}

/**
 * One nginx location a screen: the page with its preload hints (the `location /` rule's
 * headers, plus `Link`). Written when the configuration is rendered, so a remote's version
 * switched in runtime-config.json is hinted (and a screen it adds located) after the next
 * render and reload; until then the page works and the browser preloads the previous version's
 * files in vain.
 */
export function screenLocations(
  root: string,
  remotes: Readonly<Record<string, ServedRemote>>,
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
