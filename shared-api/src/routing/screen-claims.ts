import {
  pathMatches,
  pathShape,
  type ManifestScreen,
  type RouteManifest,
} from './route-manifest.ts';

/**
 * Which configured remote serves which path, decided the same way by the host's router, its
 * server's preload hints and the nginx edge's screen locations: in the order the remotes are
 * configured, the first to claim a path keeps it, and no remote takes one of the shell's own.
 */

/** Paths the shell serves itself (spec §2), and the prefixes of its own pages. */
export const SHELL_PATHS: readonly string[] = [
  '/',
  '/about',
  '/narratives',
  '/favourites',
  '/styleguide',
  '/debug',
];
const SHELL_PREFIXES: readonly string[] = ['/debug/', '/docs/', '/auth/'];

export interface ConfiguredRoutes {
  /** The remote's name in the runtime configuration (`cex`). */
  readonly name: string;
  readonly manifest: RouteManifest;
}

export interface ClaimedScreen {
  readonly remote: string;
  readonly screen: ManifestScreen;
}

export interface RefusedScreen extends ClaimedScreen {
  readonly reason: string;
}

export function claimScreens(remotes: readonly ConfiguredRoutes[]): {
  claimed: ClaimedScreen[];
  refused: RefusedScreen[];
} {
  const owners = new Map<string, string>();
  const claimed: ClaimedScreen[] = [];
  const refused: RefusedScreen[] = [];
  for (const { name, manifest } of remotes) {
    for (const screen of manifest.screens) {
      const shape = pathShape(screen.path);
      const owner = owners.get(shape);
      if (
        SHELL_PATHS.includes(shape) ||
        SHELL_PREFIXES.some((prefix) => shape.startsWith(prefix))
      ) {
        refused.push({ remote: name, screen, reason: 'the shell serves this path' });
      } else if (owner !== undefined) {
        refused.push({ remote: name, screen, reason: `remote ${owner} serves this path` });
      } else {
        owners.set(shape, name);
        claimed.push({ remote: name, screen });
      }
    }
  }
  return { claimed, refused };
}

const staticSegments = (path: string) =>
  path.split('/').filter((segment) => segment !== '' && !segment.startsWith(':')).length;

/**
 * The screen a page path shows (`/top-holdings-cex/ETH` → the token page), if any: as the
 * router ranks them, a path of more fixed segments before one of parameters.
 */
export function screenAt(
  screens: readonly ClaimedScreen[],
  pathname: string,
): ClaimedScreen | undefined {
  let best: ClaimedScreen | undefined;
  for (const candidate of screens) {
    if (!pathMatches(candidate.screen.path, pathname)) continue;
    if (!best || staticSegments(candidate.screen.path) > staticSegments(best.screen.path)) {
      best = candidate;
    }
  }
  return best;
}
