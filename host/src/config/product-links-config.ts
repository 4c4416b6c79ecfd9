import { z } from 'zod';

/**
 * `links` in /runtime-config.json: where the product's own links lead on this deployment,
 * each optional (shared-api's configureProductLinks holds the fallbacks).
 */
export const productLinksSchema = z.object({
  /** Binance referral code for 'Buy on Binance'; empty means none. */
  binanceAffiliateCode: z
    .string()
    .regex(/^[A-Za-z0-9_-]{0,64}$/, 'must be letters, digits, - or _ (at most 64)')
    .optional(),
  /** The documentation site behind 'Learn More'; the app's own /docs pages when absent. */
  docsBaseUrl: z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' }).optional(),
  /** The admin's Discord user id, messaged for premium. */
  adminDiscordId: z
    .string()
    .regex(/^\d{17,20}$/, 'must be a Discord user id (17 to 20 digits)')
    .optional(),
});

export type ProductLinks = z.infer<typeof productLinksSchema>;
