import { z } from 'zod';

/**
 * /runtime-config.json: produced by the host server from env when it serves, never built into
 * the bundle, so a remote can move to a new URL or version without a host rebuild.
 */
const absoluteUrl = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' });

export const runtimeConfigSchema = z.object({
  mode: z.enum(['production', 'development']),
  version: z.string(),
  apiBaseUrl: absoluteUrl,
  remotes: z.object({
    cex: absoluteUrl,
    dex: absoluteUrl,
    account: absoluteUrl,
  }),
  discord: z.object({
    clientId: z.string(),
    redirectUri: z.string(),
    authorizeUrl: absoluteUrl,
  }),
  /** The influencer image bucket; beside the API when absent. */
  avatarBucketUrl: absoluteUrl.optional(),
  /** Development only: the internal header value for local API calls (spec §7). */
  internalApiKey: z.string().optional(),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export function parseRuntimeConfig(input: unknown): RuntimeConfig {
  const result = runtimeConfigSchema.safeParse(input);
  if (!result.success) {
    const details = result.error.issues
      .map((issue) => `${issue.path.join('.') || '(root)'} ${issue.message}`)
      .join('; ');
    throw new Error(`runtime-config.json is invalid: ${details}`);
  }
  return result.data;
}
