import {
  claimScreens,
  parseRouteManifest,
  routeManifestUrl,
  screenAt,
  type ClaimedScreen,
  type RouteManifest,
} from '@flowscope/shared-api/routing';
import {
  linkHeader,
  remoteHints,
  SCREEN_CHUNKS_FILE,
  startupHints,
  type Hint,
  type RemoteManifest,
  type ScreenChunks,
} from '@flowscope/tooling/preload-links';
import type { ConfiguredRemote } from '../src/config/runtime-config.ts';

const REFRESH_MS = 30_000;
const FETCH_TIMEOUT_MS = 2_000;
/** A remote not up when the host started (they start side by side) is asked again this often… */
const WARM_RETRY_MS = 1_000;
/** …for this long, after which the next page's request asks it, as for a refresh. */
const WARM_RETRY_FOR_MS = 60_000;

async function fetchJson(url: string): Promise<unknown> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    return response.ok ? ((await response.json()) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

function routesOrNone(input: unknown): RouteManifest | undefined {
  try {
    return input === undefined ? undefined : parseRouteManifest(input);
  } catch {
    return undefined;
  }
}

interface Cached {
  manifest: RemoteManifest | undefined;
  screenChunks: ScreenChunks | undefined;
  fetchedAt: number;
}

const isAbsolute = (url: string) => /^https?:\/\//.test(url);

/**
 * Preload hints for every page, from each configured remote's manifests as last read: the
 * runtime config and every remote's route manifest (the shell's first fetches), and on a
 * remote's screen that remote's manifest, entry, expose and the screen's chunk. Which remote
 * serves a path comes from the route manifests, as the shell routes (its last known, else the
 * routes the config declares). A page never waits for a remote: the manifests are read in the
 * background (again every 30 s, so a switched remote is picked up) and, until then, a screen's
 * remote is hinted by its manifest alone.
 */
export class PreloadHints {
  private readonly cache = new Map<string, Cached>();
  private readonly routes = new Map<string, RouteManifest>();
  private readonly pending = new Set<string>();
  private claimed: ClaimedScreen[];

  constructor(private readonly remotes: Readonly<Record<string, ConfiguredRemote>>) {
    for (const [name, remote] of Object.entries(remotes)) {
      const declared = routesOrNone(remote.routes);
      if (declared) this.routes.set(name, declared);
    }
    this.claimed = this.claim();
  }

  /** The Link header for a page: the shell's first fetches, and its screen's remote's files. */
  linkFor(pathname: string): string {
    const hints: Hint[] = startupHints(
      Object.values(this.remotes).map((remote) => routeManifestUrl(remote.manifest)),
    );
    for (const name of Object.keys(this.remotes)) {
      const cached = this.cache.get(name);
      if (!cached || Date.now() - cached.fetchedAt > REFRESH_MS) void this.refresh(name);
    }
    const shown = screenAt(this.claimed, pathname);
    const manifestUrl = shown ? this.remotes[shown.remote]?.manifest : undefined;
    if (shown && manifestUrl !== undefined) {
      const cached = isAbsolute(manifestUrl) ? this.cache.get(shown.remote) : undefined;
      // A root path is the page's own origin, not readable from here: the manifest alone.
      hints.push(
        ...remoteHints(manifestUrl, cached?.manifest, cached?.screenChunks, shown.screen.id),
      );
    }
    return linkHeader(hints);
  }

  /**
   * Reads every remote's manifests now (at start-up, so the first page is hinted fully). A
   * remote that does not answer yet is asked again every second in the background, so the
   * first page after it comes up is hinted fully too, not the one after.
   */
  async warm(): Promise<void> {
    await Promise.all(Object.keys(this.remotes).map((name) => this.refresh(name)));
    const giveUpAt = Date.now() + WARM_RETRY_FOR_MS;
    for (const [name, remote] of Object.entries(this.remotes)) {
      // A root-path manifest is read by the browser, never here, so there is nothing to retry.
      if (!this.cache.has(name) && isAbsolute(remote.manifest)) this.retryWarm(name, giveUpAt);
    }
  }

  private retryWarm(name: string, giveUpAt: number): void {
    const timer = setTimeout(() => {
      void this.refresh(name).then(() => {
        if (!this.cache.has(name) && Date.now() < giveUpAt) this.retryWarm(name, giveUpAt);
      });
    }, WARM_RETRY_MS);
    // The server's exit never waits for a remote that stays down.
    timer.unref?.();
  }

  private claim(): ClaimedScreen[] {
    return claimScreens(
      Object.keys(this.remotes).flatMap((name) => {
        const manifest = this.routes.get(name);
        return manifest ? [{ name, manifest }] : [];
      }),
    ).claimed;
  }

  private async refresh(name: string): Promise<void> {
    const manifestUrl = this.remotes[name]?.manifest;
    if (manifestUrl === undefined || this.pending.has(name) || !isAbsolute(manifestUrl)) return;
    this.pending.add(name);
    try {
      const [manifest, screenChunks, routes] = await Promise.all([
        fetchJson(manifestUrl),
        fetchJson(new URL(SCREEN_CHUNKS_FILE, manifestUrl).href),
        fetchJson(routeManifestUrl(manifestUrl)),
      ]);
      const fetchedRoutes = routesOrNone(routes);
      if (fetchedRoutes) {
        this.routes.set(name, fetchedRoutes);
        this.claimed = this.claim();
      }
      // A remote that did not answer is asked again on the next page, not in 30 s.
      if (manifest) {
        this.cache.set(name, {
          manifest: manifest as RemoteManifest,
          screenChunks: screenChunks as ScreenChunks | undefined,
          fetchedAt: Date.now(),
        });
      }
    } finally {
      this.pending.delete(name);
    }
  }
}
