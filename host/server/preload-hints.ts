import {
  SCREEN_IDS,
  SCREEN_ROUTES,
  type RemoteId,
  type ScreenId,
} from '@flowscope/shared-api/routing';
import {
  linkHeader,
  remoteHints,
  RUNTIME_CONFIG_PATH,
  SCREEN_CHUNKS_FILE,
  type Hint,
  type RemoteManifest,
  type ScreenChunks,
} from '@flowscope/tooling/preload-links';

/** The screen a page path shows (`/top-holdings-cex/ETH` → tokenDetail), if any. */
export function screenOfPath(pathname: string): ScreenId | undefined {
  const segments = pathname.split('/').filter(Boolean);
  return SCREEN_IDS.find((id) => {
    const pattern = SCREEN_ROUTES[id].path.split('/').filter(Boolean);
    return (
      pattern.length === segments.length &&
      pattern.every((part, index) => part.startsWith(':') || part === segments[index])
    );
  });
}

const REFRESH_MS = 30_000;
const FETCH_TIMEOUT_MS = 2_000;

async function fetchJson<T>(url: string): Promise<T | undefined> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    return response.ok ? ((await response.json()) as T) : undefined;
  } catch {
    return undefined;
  }
}

interface Cached {
  manifest: RemoteManifest | undefined;
  screenChunks: ScreenChunks | undefined;
  fetchedAt: number;
}

/**
 * Preload hints for a page of a remote's screen, from each remote's manifest as last read.
 * A page never waits for a remote: the manifests are read in the background (again every 30 s,
 * so a switched remote is picked up) and, until then, only the manifest itself is hinted.
 */
export class PreloadHints {
  private readonly cache = new Map<RemoteId, Cached>();
  private readonly pending = new Set<RemoteId>();

  constructor(private readonly manifestUrls: Readonly<Record<RemoteId, string>>) {}

  /** The Link header for a page: the runtime config, and its remote's files on a screen. */
  linkFor(pathname: string): string {
    const hints: Hint[] = [{ url: RUNTIME_CONFIG_PATH, as: 'fetch' }];
    const screen = screenOfPath(pathname);
    if (screen) {
      const remote = SCREEN_ROUTES[screen].remote;
      const manifestUrl = this.manifestUrls[remote];
      if (/^https?:\/\//.test(manifestUrl)) {
        const cached = this.cache.get(remote);
        if (!cached || Date.now() - cached.fetchedAt > REFRESH_MS) void this.refresh(remote);
        hints.push(...remoteHints(manifestUrl, cached?.manifest, cached?.screenChunks, screen));
      } else {
        // Relative to the page's origin, so not readable from here: hint the manifest alone.
        hints.push({ url: manifestUrl, as: 'fetch' });
      }
    }
    return linkHeader(hints);
  }

  /** Reads every remote's manifest now (at start-up, so the first page is hinted fully). */
  async warm(): Promise<void> {
    await Promise.all(
      (Object.keys(this.manifestUrls) as RemoteId[]).map((remote) => this.refresh(remote)),
    );
  }

  private async refresh(remote: RemoteId): Promise<void> {
    const manifestUrl = this.manifestUrls[remote];
    if (this.pending.has(remote) || !/^https?:\/\//.test(manifestUrl)) return;
    this.pending.add(remote);
    try {
      const [manifest, screenChunks] = await Promise.all([
        fetchJson<RemoteManifest>(manifestUrl),
        fetchJson<ScreenChunks>(new URL(SCREEN_CHUNKS_FILE, manifestUrl).href),
      ]);
      // A remote that did not answer is asked again on the next page, not in 30 s.
      if (manifest) this.cache.set(remote, { manifest, screenChunks, fetchedAt: Date.now() });
    } finally {
      this.pending.delete(remote);
    }
  }
}
