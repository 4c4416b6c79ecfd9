import type { TokenCardLink } from '@flowscope/shared-ui';
import type { Network } from '../contract/common.ts';
import { DEX_CHART_SITE, dexChartUrl } from '../links/trade-links.ts';
import { routeTo } from '../routing/routes.ts';

/** A token as its page is found: a CEX coin, or a DEX token by network and address. */
export type TokenPageRef =
  | { venue: 'cex'; coin: string }
  | { venue: 'dex'; name: string; network: Network | null; address: string | null };

/**
 * Where a tapped token card goes: the ONE place that says which page is a token's. A CEX coin
 * opens its in-app page (/top-holdings-cex/:id); a DEX token opens its chart on DexScreener
 * for now (the in-app DEX token page's route is wired later: change this function then).
 * Masked tokens have no page.
 */
export function tokenPageLink(token: TokenPageRef): TokenCardLink | null {
  if (token.venue === 'cex') {
    const coin = token.coin.trim();
    if (coin === '' || /^\*+$/.test(coin)) return null;
    return { href: routeTo.tokenDetail(coin), label: `${coin} token page`, external: false };
  }
  const href = dexChartUrl(token.network, token.address);
  return href === null
    ? null
    : { href, label: `${token.name} chart on ${DEX_CHART_SITE}`, external: true };
}
