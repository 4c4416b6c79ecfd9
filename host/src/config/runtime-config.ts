import * as z from 'zod/mini';
import { productLinksSchema } from './product-links-config.ts';
import { readFlag } from './flag.ts';

/**
 * /runtime-config.json: written by the host server from env when it serves, or by
 * `npm run release` beside a static deployment (then edited in place to switch a remote's
 * version), never built into the bundle, so a remote can move to a new URL or version
 * without a host rebuild.
 */

/**
 * An absolute http(s) URL, or a path from the site's root ('/remote-cex/1.0.0/mf-manifest.json'),
 * which the page resolves against its own origin: one release tree serves under any name.
 */
const urlOrRootPath = z.union(
  [
    z.url({ protocol: /^https?$/ }),
    z.string().check(z.regex(/^\/(?!\/)[^\s]*$/, 'a root path starts with one /')),
  ],
  { error: 'must be an absolute http(s) URL or a path from the site root (/...)' },
);

/** A remote's name in the config (`cex`, `research`): lower-case words joined by dashes. */
const remoteNameSchema = z
  .string({ error: 'a remote name is lower-case words joined by -' })
  .check(z.regex(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/, 'a remote name is lower-case words joined by -'));

/**
 * A remote the host loads: its `mf-manifest.json`, beside which its `route-manifest.json` is
 * read, and optionally the routes to use when that cannot be fetched and the browser knows no
 * earlier one: a route manifest, as the remote's build publishes it, validated where it is
 * used (by the shell, which ignores one it cannot read, and by the host server and the
 * release, which refuse it), so this file stays free of shared-api for the server to import.
 */
const configuredRemoteSchema = z.object(
  {
    manifest: urlOrRootPath,
    routes: z.optional(z.unknown()),
  },
  { error: 'must be an object: { manifest, routes? }' },
);

// zod/mini loads no English (no locale in the page): each rule words its own refusal, which
// the start-up failure screen and the host server show after the field's path.
const runtimeConfigSchema = z.object(
  {
    mode: z.enum(['production', 'development'], { error: 'must be production or development' }),
    version: z.string({ error: 'must be a string' }),
    apiBaseUrl: urlOrRootPath,
    /**
     * Every remote the host shows, by name; its routes, titles and sidebar entries come from its
     * route manifest. Where two claim one path, the one listed first keeps it.
     */
    remotes: z.record(remoteNameSchema, configuredRemoteSchema, {
      error: 'must be an object of remotes by name',
    }),
    discord: z.object(
      {
        clientId: z.string({ error: 'must be a string' }),
        redirectUri: z.string({ error: 'must be a string' }),
        authorizeUrl: urlOrRootPath,
      },
      { error: 'must be an object: { clientId, redirectUri, authorizeUrl }' },
    ),
    /** The influencer image bucket; beside the API when absent. */
    avatarBucketUrl: z.optional(urlOrRootPath),
    /** Development only: the internal header value for local API calls (spec §7). */
    internalApiKey: z.optional(z.string({ error: 'must be a string' })),
    /** Affiliate code, docs site and admin contact; each falls back when absent. */
    links: z.optional(productLinksSchema),
    /** Spec §9 'Debug, mock data': off unless 'true' or '1'; any other value is off. */
    debug: z.pipe(z.optional(z.unknown()), z.transform(readFlag)),
    mockData: z.pipe(z.optional(z.unknown()), z.transform(readFlag)),
  },
  { error: 'must be a JSON object' },
);

export interface ConfiguredRemote {
  readonly manifest: string;
  readonly routes?: unknown;
}

export type RuntimeConfig = Omit<z.infer<typeof runtimeConfigSchema>, 'remotes'> & {
  readonly remotes: Readonly<Record<string, ConfiguredRemote>>;
};

export function parseRuntimeConfig(input: unknown): RuntimeConfig {
  const result = runtimeConfigSchema.safeParse(input);
  if (!result.success) {
    const details = result.error.issues
      .map((issue) => {
        // A record's key: say what is wrong with it, not just that it is.
        const message =
          issue.code === 'invalid_key'
            ? issue.issues.map((inner) => inner.message).join(', ')
            : issue.message;
        return `${issue.path.join('.') || '(root)'} ${message}`;
      })
      .join('; ');
    throw new Error(`runtime-config.json is invalid: ${details}`);
  }
  return result.data;
}

/** Makes every root path absolute against the page's origin; absolute URLs stay as they are. */
export function resolveRuntimeConfig(config: RuntimeConfig, origin: string): RuntimeConfig {
  const absolute = (value: string) => new URL(value, origin).toString().replace(/\/$/, '');
  const absoluteFile = (value: string) => new URL(value, origin).toString();
  return {
    ...config,
    apiBaseUrl: absolute(config.apiBaseUrl),
    remotes: Object.fromEntries(
      Object.entries(config.remotes).map(([name, remote]) => [
        name,
        { ...remote, manifest: absoluteFile(remote.manifest) },
      ]),
    ),
    discord: {
      ...config.discord,
      redirectUri: config.discord.redirectUri.startsWith('/')
        ? absoluteFile(config.discord.redirectUri)
        : config.discord.redirectUri,
      authorizeUrl: absoluteFile(config.discord.authorizeUrl),
    },
    ...(config.avatarBucketUrl ? { avatarBucketUrl: absolute(config.avatarBucketUrl) } : {}),
  };
}
