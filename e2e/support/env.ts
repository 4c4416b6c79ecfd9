import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Ports of the app under test; apart from the defaults so a running `npm start` is untouched. */
export const E2E_PORTS = {
  host: 3100,
  cex: 3101,
  dex: 3102,
  account: 3103,
  research: 3104,
  api: 4100,
} as const;

export const E2E_HOST = `http://localhost:${E2E_PORTS.host}`;

/** The e2e port of a remote by its name in the runtime config (`research`), if it has one. */
export function e2eRemotePort(name: string): number | undefined {
  return name === 'host' || name === 'api'
    ? undefined
    : (E2E_PORTS as Readonly<Record<string, number>>)[name];
}
export const REPO_ROOT = join(import.meta.dirname, '..', '..');

/**
 * Where Node (not the browser) reaches the app under test: a deployment's name may resolve
 * only inside Chromium (--host-resolver-rules), so a run against one can give its address.
 */
export function nodeReachableBaseUrl(): string {
  return process.env.E2E_EDGE_DIRECT_URL ?? process.env.E2E_BASE_URL ?? E2E_HOST;
}

/** Origins that tests start their own hosts on; remotes must allow them (CORS). */
export const EXTRA_HOST_PORTS = [3110, 3120, 3130] as const;

export function allowedOrigins(): string {
  return [E2E_PORTS.host, ...EXTRA_HOST_PORTS].map((port) => `http://localhost:${port}`).join(',');
}

/** Debian's Chromium when present (overridable), else Playwright's own browser. */
export function chromiumExecutable(): string | undefined {
  const fromEnv = process.env.FLOWSCOPE_CHROMIUM;
  if (fromEnv) return fromEnv;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

/** Debian's build of the headless shell, the browser Playwright itself runs headless tests in. */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The e2e suite's browser: FLOWSCOPE_CHROMIUM when set, else Debian's headless shell, else its
 * full Chromium, else Playwright's own. The shell is Chromium's engine without the browser
 * around it (no windows, profile services or browser UI): a third less CPU per test than the
 * full browser in headless mode, which on two cores is time. The measuring scripts keep the
 * full browser (chromiumExecutable), as a trader's is.
 */
export function testBrowserExecutable(): string | undefined {
  if (process.env.FLOWSCOPE_CHROMIUM) return process.env.FLOWSCOPE_CHROMIUM;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumExecutable();
}

/**
 * Browser UI no test sees that every window pays for: since Chromium 156 each new window
 * preloads its omnibox popup as WebUI pages, in a renderer process of their own (about 160 MB
 * and a CPU-second each; a test's new context is a new window), which doubled the e2e suite's
 * time on two cores.
 */
const UNSEEN_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * The features Playwright 1.65 disables itself on Linux (playwright-core, chromiumSwitches.ts).
 * Chromium reads only the last --disable-features, so a launch that adds its own repeats
 * these; check them when Playwright is upgraded.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AimEnabled',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsFirstBalancedModeAutoEnable',
  'HttpsUpgrades',
  'LensOverlay',
  'MediaRouter',
  'NetworkTimeServiceQuerying',
  'OptimizationHints',
  'PaintHolding',
  'PreconnectToSearch',
  'ThirdPartyStoragePartitioning',
];

/** The one --disable-features flag of a launch: the launcher's own list and the unseen UI. */
export function disabledFeaturesFlag(launcherDefaults: readonly string[]): string {
  return `--disable-features=${[...new Set([...launcherDefaults, ...UNSEEN_BROWSER_UI])].join(',')}`;
}

/** Flags that keep Chromium quiet on a closed network (TOOLCHAIN.md, browser for tests). */
export const QUIET_CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A Playwright launch's flags, as the measuring scripts use them: a trader's JavaScript engine. */
export const CHROMIUM_ARGS = [
  ...QUIET_CHROMIUM_ARGS,
  disabledFeaturesFlag(PLAYWRIGHT_DISABLED_FEATURES),
];

/**
 * The e2e suite's pages live a few seconds each. V8's optimising compilers (Maglev, TurboFan)
 * spend more processor time compiling the app's hot code than that code then saves on such a
 * page, so the suite's browser stops at the baseline compiler (Sparkplug). The same JavaScript
 * runs, with the same results. Measured on 22 first loads of the data routes, alternating:
 * browser CPU 63 → 53 s (the renderers' 43 → 34 s); route-audits, routes and layout-shift
 * together 128–131 → 111–116 s. Never in the measuring scripts, which time what traders get.
 */
export const SHORT_PAGE_JS_FLAGS = '--js-flags=--max-opt=1';

/** The e2e suite's browser flags. */
export const TEST_BROWSER_ARGS = [...CHROMIUM_ARGS, SHORT_PAGE_JS_FLAGS];

/**
 * The flags of the route audits' browser, without SHORT_PAGE_JS_FLAGS: each sweep is one page
 * that lives about half a minute, opening every route and running axe (hot code: colour
 * contrast alone parses every text node's colours) on each, which the optimising compilers pay
 * off. The four sweeps took 104–105 s at full optimisation against 119–121 s at the baseline
 * compiler (two runs each, alternating, 2026-11-29).
 */
export const LONG_PAGE_BROWSER_ARGS = [...CHROMIUM_ARGS];

/** The env of `flowscope start` on the suite's ports, in production mode. */
export function e2eServerEnv(): Record<string, string> {
  return {
    APP_MODE: 'production',
    PORT: String(E2E_PORTS.host),
    REMOTE_CEX_PORT: String(E2E_PORTS.cex),
    REMOTE_DEX_PORT: String(E2E_PORTS.dex),
    REMOTE_ACCOUNT_PORT: String(E2E_PORTS.account),
    REMOTE_RESEARCH_PORT: String(E2E_PORTS.research),
    MOCK_API_PORT: String(E2E_PORTS.api),
    ALLOWED_ORIGINS: allowedOrigins(),
    // The host's /api proxy, on this machine: mock-api believes its X-Forwarded-For only.
    TRUSTED_PROXIES: '127.0.0.1,::1',
  };
}
