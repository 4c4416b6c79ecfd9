/**
 * Where the product's own links lead, set per deployment in /runtime-config.json (`links`),
 * each optional: the Binance affiliate code of 'Buy on Binance', the documentation site
 * behind 'Learn More', and the admin's Discord id for premium. Unset, each falls back to
 * something that works: no affiliate parameter, the docs pages inside the app, and
 * Discord's direct messages.
 */
export interface ProductLinksConfig {
  /** Binance referral code, sent as `ref`; empty or absent sends none. */
  binanceAffiliateCode?: string;
  /** Base address of the documentation site, e.g. `https://docs.example.com`. */
  docsBaseUrl?: string;
  /** The admin's Discord user id (17-20 digits), whom traders message for premium. */
  adminDiscordId?: string;
}

/** The screens with a documentation page ('Learn More', the search tips' 'Learn more'). */
export const DOCS_PAGES = [
  'top-accumulations',
  'top-accumulations-dex',
  'top-holdings-cex',
  'top-holdings-dex',
  'search',
] as const;

export type DocsPage = (typeof DOCS_PAGES)[number];

/** The in-app documentation, served by the host when no docs site is configured. */
export const IN_APP_DOCS_PATH = '/docs';

/** Discord's direct messages: where a trader can reach the admin when no id is configured. */
export const DISCORD_DIRECT_MESSAGES_URL = 'https://discord.com/channels/@me';

let current: ProductLinksConfig = {};

export function configureProductLinks(config: ProductLinksConfig): void {
  current = { ...config };
}

export function resetProductLinks(): void {
  current = {};
}

/** The documentation of a screen: on the configured docs site, else the app's own page. */
export function docsUrl(page: DocsPage): string {
  const base = current.docsBaseUrl?.trim().replace(/\/+$/, '');
  return base ? `${base}/${page}` : `${IN_APP_DOCS_PATH}/${page}`;
}

/** Where 'Message the admin on Discord' leads: the admin's profile, or Discord's messages. */
export function adminContactUrl(): string {
  const id = current.adminDiscordId?.trim();
  return id ? `https://discord.com/users/${encodeURIComponent(id)}` : DISCORD_DIRECT_MESSAGES_URL;
}

/** The configured Binance affiliate code, or null when there is none. */
export function binanceAffiliateCode(): string | null {
  const code = current.binanceAffiliateCode?.trim();
  return code ? code : null;
}
