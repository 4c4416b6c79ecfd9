import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/renderWithTheme.tsx';
import { ScoreBadge } from './ScoreBadge.tsx';
import { TokenAgeBadge } from './TokenAgeBadge.tsx';

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
    expect(screen.getByText((_, node) => node?.textContent === '85, Very good')).toBeTruthy();
    expect(screen.getByText((_, node) => node?.textContent === '85, Excellent')).toBeTruthy();
    expect(screen.getByText('N/A')).toBeTruthy();
  });
});
