import {
  claimScreens,
  parseRouteManifest,
  routeManifestUrl,
  type ClaimedScreen,
  type RefusedScreen,
  type RouteManifest,
} from '@flowscope/shared-api';
import type { ConfiguredRemote } from '../config/runtime-config.ts';
import { readLastKnownRoutes, rememberRoutes, type RoutesStorage } from './last-known-routes.ts';

/** Where a remote's routes came from this time. */
type RoutesOrigin = 'fetched' | 'last-known' | 'config' | 'bundled';

/** A configured remote with the routes the page uses for it. */
export interface RemoteRoutes {
  /** Its name in the runtime configuration (`cex`). */
  readonly name: string;
  /** Its `mf-manifest.json`, absolute. */
  readonly manifestUrl: string;
  readonly manifest: RouteManifest;
  readonly origin: RoutesOrigin;
}

/** What the shell routes, titles and lists: every configured remote that has routes. */
export interface RouteTable {
  /** In the order of the runtime configuration; a remote with no routes known is left out. */
  readonly remotes: readonly RemoteRoutes[];
  /** Their screens, each path given to the first remote that claims it. */
  readonly screens: readonly ClaimedScreen[];
}

export interface RouteSources {
  fetchManifest: (url: string) => Promise<RouteManifest>;
  storage?: RoutesStorage;
  /** A single-bundle build's own manifests, by remote name: nothing is fetched for those. */
  bundled?: Readonly<Record<string, RouteManifest>>;
  /**
   * How long the first view waits for a remote's route manifest when routes for it are known
   * already (kept from a visit before, or declared in the config); until then, and when the
   * fetch fails, those stand in.
   */
  knownWaitMs: number;
  /** How long it waits for a remote whose routes are not known at all. */
  unknownWaitMs: number;
  /** Screens refused a path (another remote's, or the shell's own), to report. */
  onRefused?: (refused: readonly RefusedScreen[]) => void;
}

interface Entry {
  name: string;
  manifestUrl: string;
  routes: { manifest: RouteManifest; origin: RoutesOrigin } | undefined;
}

/** What the shell shows of a table: its routes, titles, sidebar and remotes, not versions. */
function shownOf(table: RouteTable): string {
  return JSON.stringify(
    table.remotes.map(({ name, manifestUrl, manifest }) => [
      name,
      manifestUrl,
      { ...manifest, version: '' },
    ]),
  );
}

/** The routes the config declares for a remote; one the shell cannot read is left out. */
function declaredRoutes(name: string, routes: unknown): RouteManifest | undefined {
  if (routes === undefined) return undefined;
  try {
    return parseRouteManifest(routes);
  } catch (error) {
    console.warn(
      `[flowscope] runtime-config.json: the routes of remote ${name} are left out:`,
      error instanceof Error ? error.message : error,
    );
    return undefined;
  }
}

/** Resolves once the promise settles, or after `ms`, whichever comes first. */
function settledWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    promise.then(done, done);
  });
}

/**
 * The routes of the configured remotes, from their route manifests: each fetched (beside its
 * `mf-manifest.json`) as soon as the runtime config is read, all at once, and kept in the
 * browser as the last known. A remote whose manifest cannot be fetched keeps the routes last
 * known, else the config's; its screens then show the section's 'unavailable' box, never a
 * 404. A manifest that arrives after the first view and routes differently updates the table.
 */
export class RemoteRoutesStore {
  private readonly entries: Entry[];
  private readonly listeners = new Set<() => void>();
  private table: RouteTable;
  private readonly firstView: Promise<RouteTable>;

  constructor(
    remotes: Readonly<Record<string, ConfiguredRemote>>,
    private readonly sources: RouteSources,
  ) {
    this.entries = Object.entries(remotes).map(([name, remote]) => {
      const bundled = sources.bundled?.[name];
      const lastKnown = bundled ? undefined : readLastKnownRoutes(sources.storage, name);
      const declared = lastKnown || bundled ? undefined : declaredRoutes(name, remote.routes);
      const known: Entry['routes'] = bundled
        ? { manifest: bundled, origin: 'bundled' }
        : lastKnown
          ? { manifest: lastKnown, origin: 'last-known' }
          : declared
            ? { manifest: declared, origin: 'config' }
            : undefined;
      return { name, manifestUrl: remote.manifest, routes: known };
    });
    this.table = this.build(false);
    // All at once: no remote's manifest waits for another's.
    const waits = this.entries.map((entry) => {
      if (entry.routes?.origin === 'bundled') return Promise.resolve();
      const waitMs = entry.routes ? sources.knownWaitMs : sources.unknownWaitMs;
      return settledWithin(this.fetch(entry), waitMs);
    });
    this.firstView = Promise.all(waits).then(() => {
      this.table = this.build(true);
      return this.table;
    });
  }

  /** The table of the first view: every remote's fetch settled or waited for long enough. */
  ready(): Promise<RouteTable> {
    return this.firstView;
  }

  readonly getSnapshot = (): RouteTable => this.table;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private async fetch(entry: Entry): Promise<void> {
    try {
      const manifest = await this.sources.fetchManifest(routeManifestUrl(entry.manifestUrl));
      rememberRoutes(this.sources.storage, entry.name, manifest);
      entry.routes = { manifest, origin: 'fetched' };
      this.changed();
    } catch (error) {
      console.warn(
        `[flowscope] the routes of remote ${entry.name} could not be fetched; ${
          entry.routes ? `using the ${entry.routes.origin} ones` : 'it has none'
        }:`,
        error instanceof Error ? error.message : error,
      );
    }
  }

  /**
   * After the first view, a table that shows differently replaces the one shown (a route
   * manifest that arrived late, or a deployment that changed a remote's routes); one that
   * differs only in versions or in where its routes came from changes nothing on screen.
   */
  private changed(): void {
    void this.firstView.then(() => {
      const next = this.build(false);
      if (shownOf(next) === shownOf(this.table)) return;
      this.table = this.build(true);
      for (const listener of this.listeners) listener();
    });
  }

  /** The table of the routes known now; `adopt` reports the screens it refuses a path. */
  private build(adopt: boolean): RouteTable {
    const remotes = this.entries.flatMap((entry): RemoteRoutes[] =>
      entry.routes ? [{ name: entry.name, manifestUrl: entry.manifestUrl, ...entry.routes }] : [],
    );
    const { claimed, refused } = claimScreens(
      remotes.map(({ name, manifest }) => ({ name, manifest })),
    );
    if (adopt && refused.length > 0) this.sources.onRefused?.(refused);
    return { remotes, screens: claimed };
  }
}
