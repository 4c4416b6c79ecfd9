import * as z from 'zod/mini';

/**
 * A remote's route manifest: the screens it serves (path, page-title name, breadcrumb label,
 * description and, for a screen the sidebar lists, its section, label and place). Each remote
 * declares it in one typed source file (src/app/route-manifest.ts) that its exposed `./screens`
 * module and its build both use; the build publishes it as `route-manifest.json` beside
 * `mf-manifest.json`. The host, its server and the nginx edge route by the manifests of the
 * remotes they are configured with, so a remote joins by configuration alone.
 */

/** The file each remote's build writes beside its `mf-manifest.json`. */
export const ROUTE_MANIFEST_FILE = 'route-manifest.json';

/** Bumped only by a change an older host could not read; additions stay at 1. */
export const ROUTE_MANIFEST_SCHEMA_VERSION = 1;

/** The sidebar's brand section (spec §2): titled with the product's name, not a group. */
export const BRAND_SECTION = 'Flowscope';

/**
 * The sidebar's sections in their order (spec §2: CEX, DEX, then the brand section); a
 * section no remote names is not shown, one not listed here comes after the listed groups.
 */
export const SIDEBAR_SECTION_ORDER = ['CEX', 'DEX', 'Research', BRAND_SECTION] as const;
export type KnownSidebarSection = (typeof SIDEBAR_SECTION_ORDER)[number];

const STATIC_SEGMENT = '[a-z0-9][a-z0-9-]*';
const PARAM_SEGMENT = ':[A-Za-z][A-Za-z0-9]*';
const ROUTE_PATH = new RegExp(`^(/(${STATIC_SEGMENT}|${PARAM_SEGMENT}))+$`);
const PATH_RULE =
  'a path starts with /, its segments lower-case words or :parameters, no trailing /';

/** The same route whatever its parameters are named: `/a/:id` and `/a/:symbol` collide. */
export function pathShape(path: string): string {
  return path.replace(/\/:[^/]+/g, '/:');
}

/** Whether a page path (`/top-holdings-cex/ETH2.0`) is one of a route pattern's pages. */
export function pathMatches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  return (
    want.length === got.length &&
    want.every((part, index) => part.startsWith(':') || part === got[index])
  );
}

// zod/mini carries no English of its own (no locale is loaded in the page), so every rule
// here words its refusal: a build, the host server and the shell name the field and the rule.
const text = (max: number) =>
  z
    .string({ error: 'must be a string' })
    .check(
      z.trim(),
      z.minLength(1, 'must not be empty'),
      z.maxLength(max, `must be at most ${max} characters`),
    );

const sidebarEntrySchema = z.object(
  {
    /** The sidebar section it is listed in (`SIDEBAR_SECTION_ORDER`, or a new one). */
    section: text(32),
    /** Its label in that section, e.g. 'Top Holdings' under DEX. */
    label: text(48),
    /** Its place in the section, smallest first. */
    order: z.int({ error: 'must be a whole number from 0 to 1000' }).check(z.gte(0), z.lte(1000)),
  },
  { error: 'must be an object: section, label, order' },
);

const manifestScreenSchema = z
  .object(
    {
      /** Names the screen's loader in the remote's `./screens` module. */
      id: z
        .string({ error: 'a screen id is a camelCase name' })
        .check(z.regex(/^[a-z][A-Za-z0-9]*$/, 'a screen id is a camelCase name')),
      path: z.string({ error: PATH_RULE }).check(z.regex(ROUTE_PATH, PATH_RULE)),
      /** The `<Name>` of the page title `<Name> - Flowscope`. */
      title: text(80),
      crumb: text(80),
      description: text(300),
      /** The page's `h1` when its data does not name it, drawn before the screen's code arrives. */
      heading: z.optional(text(80)),
      sidebar: z.optional(sidebarEntrySchema),
    },
    { error: 'must be an object: id, path, title, crumb, description' },
  )
  .check(
    z.refine((screen) => !screen.sidebar || !screen.path.includes(':'), {
      message: 'a screen with a path parameter cannot be a sidebar entry',
      path: ['sidebar'],
    }),
  );

export const routeManifestSchema = z
  .object(
    {
      schemaVersion: z.literal(ROUTE_MANIFEST_SCHEMA_VERSION, {
        error: `must be ${ROUTE_MANIFEST_SCHEMA_VERSION}`,
      }),
      /** The remote's package name, as its release folder and build tag name it: `remote-cex`. */
      remote: z
        .string({ error: 'a remote is named like a package' })
        .check(z.regex(/^[a-z][a-z0-9-]*$/, 'a remote is named like a package')),
      /** Its Module Federation container name: `remote_cex`. */
      federationName: z
        .string({ error: 'a federation name is a JavaScript identifier' })
        .check(z.regex(/^[A-Za-z_$][\w$]*$/, 'a federation name is a JavaScript identifier')),
      /** How the shell names its section: 'The CEX section could not be loaded'. */
      label: text(32),
      version: text(64),
      screens: z
        .array(manifestScreenSchema, { error: 'must be a list of screens' })
        .check(z.minLength(1, 'must list at least 1 screen')),
    },
    { error: 'must be an object: a route manifest' },
  )
  .check(
    z.superRefine((manifest, context) => {
      const ids = new Set<string>();
      const shapes = new Set<string>();
      manifest.screens.forEach((screen, index) => {
        if (ids.has(screen.id)) {
          context.addIssue({
            code: 'custom',
            message: 'repeats a screen id',
            path: ['screens', index, 'id'],
          });
        }
        if (shapes.has(pathShape(screen.path))) {
          context.addIssue({
            code: 'custom',
            message: 'repeats a path',
            path: ['screens', index, 'path'],
          });
        }
        ids.add(screen.id);
        shapes.add(pathShape(screen.path));
      });
    }),
  );

export interface SidebarEntry {
  readonly section: KnownSidebarSection | (string & {});
  readonly label: string;
  readonly order: number;
}

export interface ManifestScreen {
  readonly id: string;
  readonly path: string;
  readonly title: string;
  readonly crumb: string;
  readonly description: string;
  /** The page's `h1` when its data does not name it (routes.ts `heading`). */
  readonly heading?: string;
  readonly sidebar?: SidebarEntry;
}

export interface RouteManifest {
  readonly schemaVersion: typeof ROUTE_MANIFEST_SCHEMA_VERSION;
  readonly remote: string;
  readonly federationName: string;
  readonly label: string;
  readonly version: string;
  readonly screens: readonly ManifestScreen[];
}

/** What a remote declares; its build adds the schema version and the package's version. */
export type RouteManifestSource = Omit<RouteManifest, 'schemaVersion' | 'version'>;

/** Keeps a remote's literal screen ids, so its `./screens` module is typed by them. */
export function defineRouteManifest<const M extends RouteManifestSource>(manifest: M): M {
  return manifest;
}

export class RouteManifestError extends Error {
  override readonly name = 'RouteManifestError';
}

/** A validated manifest, or a RouteManifestError naming each wrong field. */
export function parseRouteManifest(input: unknown): RouteManifest {
  const result = routeManifestSchema.safeParse(input);
  if (result.success) return result.data;
  const details = result.error.issues
    .map((issue) => `${issue.path.join('.') || '(root)'} ${issue.message}`)
    .join('; ');
  throw new RouteManifestError(`route manifest is invalid: ${details}`);
}

/** The manifest a build publishes for a remote's source at its package's version. */
export function publishRouteManifest(source: RouteManifestSource, version: string): RouteManifest {
  return parseRouteManifest({
    schemaVersion: ROUTE_MANIFEST_SCHEMA_VERSION,
    ...source,
    version,
  });
}

const ROOT_BASE = 'http://root.invalid';

/**
 * Where a remote's route manifest is, from its `mf-manifest.json` URL: beside it. A root path
 * ('/remote-cex/1.0.0/mf-manifest.json') gives a root path.
 */
export function routeManifestUrl(federationManifestUrl: string): string {
  const url = new URL(ROUTE_MANIFEST_FILE, new URL(federationManifestUrl, ROOT_BASE));
  return url.origin === ROOT_BASE ? url.pathname : url.href;
}
