import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import { NetworkIcon } from './NetworkIcon.tsx';
import { resolveNetwork } from './networks.ts';
import { TokenIcon } from './TokenIcon.tsx';
import { resolveTokenSymbol } from './token-symbols.ts';

describe('token icons', () => {
  it('turns known names into symbols', () => {
    expect(resolveTokenSymbol('bitcoin')).toBe('BTC');
    expect(resolveTokenSymbol('Ethereum')).toBe('ETH');
    expect(resolveTokenSymbol('$pepe')).toBe('PEPE');
  });

  it('marks known tokens with their brand and others generically', () => {
    renderWithTheme(
      <>
        <TokenIcon token="bitcoin" />
        <TokenIcon token="FROGZ" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'BTC' }).dataset.brand).toBe('bitcoin');
    expect(screen.getByRole('img', { name: 'FROGZ' }).dataset.brand).toBe('generic');
  });
});

describe('network icons', () => {
  it.each([
    ['ethereum', 'Ethereum'],
    ['solana', 'Solana'],
    ['base', 'Base'],
    ['arbitrum', 'Arbitrum'],
    ['polygon', 'Polygon'],
    ['binance chain', 'BNB Chain'],
    ['bsc', 'BNB Chain'],
    ['binance', 'BNB Chain'],
  ])('knows %s', (name, label) => {
    expect(resolveNetwork(name)?.label).toBe(label);
  });

  it('falls back to a generic mark for an unknown network', () => {
    renderWithTheme(<NetworkIcon network="mentis" />);
    const icon = screen.getByRole('img', { name: 'mentis' });
    expect(icon.dataset.brand).toBe('generic');
    expect(icon.textContent).toBe('M');
  });
});
