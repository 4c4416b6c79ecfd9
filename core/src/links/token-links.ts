/** Where a token's name links to, how the link is named, and the chain marked on its icon. */
export interface TokenLink {
  href: string | null;
  label: string;
  network?: string;
  /** A DEX token's contract address: shown shortened, with a copy button. */
  address?: string;
  /** False for an in-app page (the token's page), opened in place rather than a new tab. */
  external?: boolean;
}

/** Where a tapped card goes: an in-app route, or another site (opened in a new tab). */
export interface TokenCardLink {
  href: string;
  /** Names the link, e.g. 'BTC token page' or 'PEPE chart on DexScreener'. */
  label: string;
  external: boolean;
}
