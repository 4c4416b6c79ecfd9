export interface TokenNameParts {
  name?: string | null;
  ticker?: string | null;
  address?: string | null;
}

const present = (text: string | null | undefined): text is string =>
  text !== null && text !== undefined && text.trim() !== '';

/** '0x1234567890abcdef' → '0x1234...cdef': first 6, '...', last 4 when longer than 10. */
export function shortenAddress(address: string): string {
  return address.length > 10 ? `${address.slice(0, 6)}...${address.slice(-4)}` : address;
}

/**
 * A contract address as a row shows it beside the token: '0x28fc…5e7c', the first 6
 * characters, an ellipsis and the last 4 (short addresses stay whole).
 */
export function abbreviateAddress(address: string): string {
  const trimmed = address.trim();
  return trimmed.length > 12 ? `${trimmed.slice(0, 6)}…${trimmed.slice(-4)}` : trimmed;
}

/**
 * The name a token is shown by (data-screens.md §5): its name, else its ticker, else its
 * shortened address, else 'token'; always with a '$' prefix.
 */
export function tokenDisplayName({ name, ticker, address }: TokenNameParts): string {
  let label = 'token';
  if (present(name)) label = name.trim();
  else if (present(ticker)) label = ticker.trim();
  else if (present(address)) label = shortenAddress(address.trim());
  return label.startsWith('$') ? label : `$${label}`;
}
