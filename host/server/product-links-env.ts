import type { ProductLinks } from '../src/config/product-links-config.ts';

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/**
 * The runtime config's `links` from env: BINANCE_AFFILIATE_CODE, DOCS_BASE_URL and
 * ADMIN_DISCORD_ID, each left out when unset, and `links` itself when all are.
 */
export function productLinksFromEnv(env: NodeJS.ProcessEnv): { links?: ProductLinks } {
  const links: ProductLinks = {};
  const affiliate = nonEmpty(env.BINANCE_AFFILIATE_CODE);
  const docs = nonEmpty(env.DOCS_BASE_URL);
  const admin = nonEmpty(env.ADMIN_DISCORD_ID);
  if (affiliate) links.binanceAffiliateCode = affiliate;
  if (docs) links.docsBaseUrl = docs;
  if (admin) links.adminDiscordId = admin;
  return Object.keys(links).length > 0 ? { links } : {};
}
