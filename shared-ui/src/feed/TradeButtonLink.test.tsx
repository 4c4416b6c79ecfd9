import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render-with-theme.tsx';
import { contrastRatio } from '../theme/contrast.ts';
import { createTheme } from '../theme/tokens.ts';
import { signalStance, tradeSideStance } from './signal-stance.ts';
import { TradeButtonLink } from './TradeButtonLink.tsx';
import { TradingBotLink } from './TradingBotLink.tsx';

describe('which way a feed item points', () => {
  it('reads a negative score, or sells above buys, as bearish', () => {
    expect(signalStance({ score: 99, buyVolume: 5_000, sellVolume: 1_000 })).toBe('bullish');
    expect(signalStance({ score: -100, buyVolume: 5_000, sellVolume: 1_000 })).toBe('bearish');
    expect(signalStance({ score: 40, buyVolume: 1_000, sellVolume: 5_000 })).toBe('bearish');
    expect(signalStance({ score: 0 })).toBe('bullish');
    expect(tradeSideStance('sell')).toBe('bearish');
    expect(tradeSideStance('buy')).toBe('bullish');
  });
});

describe('trade links on feed cards', () => {
  it('keep the green buy style and plain name on a bullish item', () => {
    renderWithTheme(
      <TradingBotLink href="https://t.me/bot?start=x" botName="Maestro" stance="bullish" />,
    );
    const link = screen.getByRole('link', { name: 'Buy using Maestro' });
    expect(link.getAttribute('data-stance')).toBe('bullish');
    expect(getComputedStyle(link).backgroundColor.toLowerCase()).toBe(
      createTheme('dark').colors.positive.toLowerCase(),
    );
  });

  it('keep the text but turn neutral and say "bearish signal" on a bearish item', () => {
    renderWithTheme(
      <>
        <TradingBotLink href="https://t.me/bot?start=x" botName="Maestro" stance="bullish" />
        <TradingBotLink href="https://t.me/bot?start=y" botName="Maestro" stance="bearish" />
      </>,
    );
    const bearish = screen.getByRole('link', { name: 'Buy using Maestro (bearish signal)' });
    const bullish = screen.getByRole('link', { name: 'Buy using Maestro' });
    expect(bearish.textContent).toBe('Buy using Maestro (bearish signal)');
    expect(bearish.getAttribute('data-stance')).toBe('bearish');
    // Not the bullish green: a different look from the same link on a bullish item.
    expect(bearish.className).not.toBe(bullish.className);
    expect(bearish.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('render the neutral style from the theme (muted text on the card, AA in both themes)', () => {
    renderWithTheme(
      <TradeButtonLink href="https://app.hyperliquid.xyz/trade/BTC" stance="bearish">
        Buy on Hyperliquid
      </TradeButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Buy on Hyperliquid (bearish signal)' });
    const dark = createTheme('dark').colors;
    expect(getComputedStyle(link).color.toLowerCase()).toBe(dark.textMuted.toLowerCase());
    expect(getComputedStyle(link).backgroundColor.toLowerCase()).not.toBe(
      dark.positive.toLowerCase(),
    );
    for (const mode of ['dark', 'light'] as const) {
      const { colors } = createTheme(mode);
      for (const ground of [colors.surface, colors.surfaceRaised, colors.background])
        expect(contrastRatio(colors.textMuted, ground)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
