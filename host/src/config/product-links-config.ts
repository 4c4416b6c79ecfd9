import * as z from 'zod/mini';

/**
 * `links` in /runtime-config.json: where the product's own links lead on this deployment,
 * each optional (shared-api's configureProductLinks holds the fallbacks).
 */
export const productLinksSchema = z.object(
  {
    /** Binance referral code for 'Buy on Binance'; empty means none. */
    binanceAffiliateCode: z.optional(
      z
        .string({ error: 'must be letters, digits, - or _ (at most 64)' })
        .check(z.regex(/^[A-Za-z0-9_-]{0,64}$/, 'must be letters, digits, - or _ (at most 64)')),
    ),
    /** The documentation site behind 'Learn More'; the app's own /docs pages when absent. */
    docsBaseUrl: z.optional(
      z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' }),
    ),
    /** The admin's Discord user id, messaged for premium. */
    adminDiscordId: z.optional(
      z
        .string({ error: 'must be a Discord user id (17 to 20 digits)' })
        .check(z.regex(/^\d{17,20}$/, 'must be a Discord user id (17 to 20 digits)')),
    ),
  },
  { error: 'must be an object: { binanceAffiliateCode?, docsBaseUrl?, adminDiscordId? }' },
);

export type ProductLinks = z.infer<typeof productLinksSchema>;
