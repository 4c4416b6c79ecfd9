/** Where a token's name links to, how the link is named, and the chain marked on its icon. */
export interface TokenLink {
  href: string | null;
  label: string;
  network?: string;
  /** A DEX token's contract address: shown shortened, with a copy button. */
  address?: string;
  /** False for an in-app page (the token's page), opened in place rather than a new tab. */
  external?: boolean;
  /** Where the token trades outside the app (a CEX coin's perpetuals), as a small link after the name. */
  outbound?: OutboundLink;
}

/** A link out of the app, named for assistive technology ('Trade BTC perpetuals on the exchange'). */
export interface OutboundLink {
  href: string;
  label: string;
}

/** Where a tapped card goes: an in-app route, or another site (opened in a new tab). */
export interface TokenCardLink {
  href: string;
  /** Names the link, e.g. 'BTC token page' or 'PEPE chart on DexScreener'. */
  label: string;
  external: boolean;
}
