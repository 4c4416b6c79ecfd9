import { BrandMark } from './BrandMark.tsx';
import { resolveTokenSymbol, tokenBrand } from './token-symbols.ts';

export interface TokenIconProps {
  /** A symbol ('BTC') or a name the aliases know ('bitcoin'). */
  token: string;
  size?: number;
}

/** A token's mark: its brand colour when known, else a neutral disc; up to 3 letters. */
export function TokenIcon({ token, size = 24 }: TokenIconProps) {
  const symbol = resolveTokenSymbol(token);
  const letters = symbol === '' ? '?' : symbol.slice(0, 3);
  return (
    <BrandMark
      label={symbol === '' ? 'token' : symbol}
      letters={letters}
      brand={tokenBrand(token) ?? 'generic'}
      size={size}
      shape="circle"
    />
  );
}
