import type { TokenCardLink, TokenLink } from '@flowscope/core';
import type { Network } from '../contract/common.ts';
import { binanceFuturesUrl } from '../links/trade-links.ts';
import { routeTo } from '../routing/routes.ts';

/** A token as its page is found: a CEX coin, or a DEX token by network and address. */
export type TokenPageRef =
  | { venue: 'cex'; coin: string }
  | { venue: 'dex'; name: string; network: Network | null; address: string | null };

/**
 * Where a tapped token card goes: the ONE place that says which page is a token's. A CEX coin
 * opens its in-app page (/top-holdings-cex/:id), a DEX token its in-app page on its chain
 * (/token/dex/:network/:address, which links on to the chart site). Masked tokens have no page.
 */
export function tokenPageLink(token: TokenPageRef): TokenCardLink | null {
  if (token.venue === 'cex') {
    const coin = token.coin.trim();
    if (coin === '' || /^\*+$/.test(coin)) return null;
    return { href: routeTo.tokenDetail(coin), label: `${coin} token page`, external: false };
  }
  const address = token.address?.trim() ?? '';
  if (token.network === null || address === '') return null;
  return {
    href: routeTo.dexTokenDetail(token.network, address),
    label: `${token.name} token page`,
    external: false,
  };
}

/**
 * A DEX token's name in a table: its in-app page (none when masked), with its chain on the
 * logo and its contract address beside the name. The chart site stays an outbound link on
 * the page itself.
 */
export function dexTokenNameLink(token: {
  name: string;
  network: Network | null;
  address: string | null;
}): TokenLink {
  const page = tokenPageLink({ venue: 'dex', ...token });
  return {
    href: page?.href ?? null,
    label: page?.label ?? token.name,
    external: false,
    ...(token.network === null ? {} : { network: token.network }),
    ...(token.address === null ? {} : { address: token.address }),
  };
}

/**
 * A CEX coin's name in a table: its in-app page, like every token name (one rule), with the
 * spec's link to its perpetuals on the exchange kept as the small outbound link beside it.
 */
export function cexCoinNameLink(coin: string): TokenLink {
  const page = tokenPageLink({ venue: 'cex', coin });
  const futures = binanceFuturesUrl(coin);
  return {
    href: page?.href ?? null,
    label: page?.label ?? coin,
    external: false,
    ...(page === null || futures === null
      ? {}
      : { outbound: { href: futures, label: `Trade ${coin.trim()} perpetuals on the exchange` } }),
  };
}

/** Where a DEX row's card leads: the token's page in the app; a masked row leads nowhere. */
export function dexRowPageLink(row: {
  masked: boolean;
  tokenName: string;
  network: Network | null;
  address: string | null;
}): TokenCardLink | null {
  return row.masked
    ? null
    : tokenPageLink({
        venue: 'dex',
        name: row.tokenName,
        network: row.network,
        address: row.address,
      });
}
