import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render-with-theme.tsx';
import { LearnMoreLink } from './LearnMoreLink.tsx';

describe('Learn More', () => {
  it('names its topic and opens the app’s own docs page in place', () => {
    renderWithTheme(<LearnMoreLink href="/docs/top-holdings-dex" topic="Top Holdings DEX" />);
    const link = screen.getByRole('link', { name: 'Learn More about Top Holdings DEX' });
    expect(link.getAttribute('href')).toBe('/docs/top-holdings-dex');
    expect(link.getAttribute('target')).toBeNull();
    expect(link.textContent).toBe('Learn More about Top Holdings DEX');
  });

  it('opens a docs site in a new tab without handing it this page', () => {
    renderWithTheme(
      <LearnMoreLink href="https://docs.example.com/top-accumulations" topic="Top Accumulations" />,
    );
    const link = screen.getByRole('link', { name: 'Learn More about Top Accumulations' });
    expect(link.getAttribute('href')).toBe('https://docs.example.com/top-accumulations');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
