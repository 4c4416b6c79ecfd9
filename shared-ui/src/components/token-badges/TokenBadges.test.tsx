import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import { ScoreBadge } from './ScoreBadge.tsx';
import { TokenAgeBadge } from './TokenAgeBadge.tsx';
import { TokenAgeMarker } from './TokenAgeMarker.tsx';

describe('TokenAgeBadge', () => {
  it('shows a seedling and Fresh Token at 1 day', () => {
    renderWithTheme(<TokenAgeBadge daysOld={1} />);
    expect(screen.getByRole('img', { name: 'seedling' })).toBeTruthy();
    expect(screen.getByText('Fresh Token')).toBeTruthy();
  });

  it('shows a leaf and Young Token at 7 days, and at 14 on the alpha card', () => {
    renderWithTheme(
      <>
        <TokenAgeBadge daysOld={7} />
        <TokenAgeBadge daysOld={14} youngUpToDays={14} />
      </>,
    );
    expect(screen.getAllByRole('img', { name: 'leaf' })).toHaveLength(2);
  });

  it('shows nothing for an older token', () => {
    const { container } = renderWithTheme(<TokenAgeBadge daysOld={8} />);
    expect(container.textContent).toBe('');
  });
});

describe('ScoreBadge', () => {
  it('rates CEX and DEX scores on their own scales', () => {
    renderWithTheme(
      <>
        <ScoreBadge score={85} market="cex" />
        <ScoreBadge score={85} market="dex" />
        <ScoreBadge score={null} market="dex" />
      </>,
    );
    expect(screen.getByText((_, node) => node?.textContent === '85.0, Very good')).toBeTruthy();
    expect(screen.getByText((_, node) => node?.textContent === '85.0, Excellent')).toBeTruthy();
    expect(screen.getByText('N/A')).toBeTruthy();
  });

  it('writes every score with one decimal', () => {
    renderWithTheme(
      <>
        <ScoreBadge score={35} market="cex" />
        <ScoreBadge score={98.74} market="cex" />
        <ScoreBadge score={-8} market="dex" />
      </>,
    );
    for (const text of ['35.0, Poor', '98.7, Excellent', '-8.0, Poor']) {
      expect(screen.getByText((_, node) => node?.textContent === text)).toBeTruthy();
    }
  });

  it("can take the tone of the card it sits on instead of the rating's colour", () => {
    renderWithTheme(<ScoreBadge score={35} market="cex" intent="positive" />);
    const badge = screen.getByTitle('Poor');
    expect(badge.getAttribute('data-intent')).toBe('positive');
    expect(badge.getAttribute('data-rating')).toBe('poor');
  });
});

describe('TokenAgeMarker', () => {
  it('marks a token of at most 1 day with a seedling, up to 7 days with a leaf, older with nothing', () => {
    const { container } = renderWithTheme(
      <>
        <TokenAgeMarker daysOld={0.25} />
        <TokenAgeMarker daysOld={1} />
        <TokenAgeMarker daysOld={1.5} />
        <TokenAgeMarker daysOld={7} />
        <TokenAgeMarker daysOld={7.2} />
        <TokenAgeMarker daysOld={null} />
      </>,
    );
    expect(screen.getAllByRole('img', { name: 'Fresh Token' })).toHaveLength(2);
    expect(screen.getAllByRole('img', { name: 'Young Token' })).toHaveLength(2);
    expect(
      [...container.querySelectorAll('[data-age]')].map((node) => node.getAttribute('data-age')),
    ).toEqual(['fresh', 'fresh', 'young', 'young']);
  });
});
