import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render-with-theme.tsx';
import { SEARCH_EXAMPLES } from './search-examples.ts';
import { SearchTips } from './SearchTips.tsx';

describe('SearchTips', () => {
  it('explains searching and OR, and an example closes the tips and runs that search', async () => {
    const onExample = vi.fn();
    renderWithTheme(<SearchTips onExample={onExample} learnMoreUrl="/docs/search" />);
    await userEvent.click(screen.getByRole('button', { name: 'Search Engine Tips' }));
    const tips = await screen.findByRole('dialog', { name: 'Search Engine Tips' });
    expect(within(tips).getByText(/contract address/)).toBeTruthy();
    expect(within(tips).getByText('OR')).toBeTruthy();
    const examples = within(within(tips).getByRole('group', { name: 'Example searches' }));
    expect(examples.getAllByRole('button').map((button) => button.textContent)).toEqual([
      ...SEARCH_EXAMPLES,
    ]);
    const learnMore = within(tips).getByRole('link', { name: 'Learn more' });
    expect(learnMore.getAttribute('href')).toBe('/docs/search');
    await userEvent.click(examples.getByRole('button', { name: 'Real world assets' }));
    expect(onExample).toHaveBeenCalledWith('Real world assets');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Close closes without searching', async () => {
    const onExample = vi.fn();
    renderWithTheme(<SearchTips onExample={onExample} learnMoreUrl="/docs/search" />);
    await userEvent.click(screen.getByRole('button', { name: 'Search Engine Tips' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onExample).not.toHaveBeenCalled();
  });

  it("'Learn more' opens a docs site in a new tab without handing it this page", async () => {
    renderWithTheme(
      <SearchTips onExample={vi.fn()} learnMoreUrl="https://docs.example.com/search" />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Search Engine Tips' }));
    const tips = await screen.findByRole('dialog', { name: 'Search Engine Tips' });
    const learnMore = within(tips).getByRole('link', { name: 'Learn more' });
    expect(learnMore.getAttribute('href')).toBe('https://docs.example.com/search');
    expect(learnMore.getAttribute('target')).toBe('_blank');
    expect(learnMore.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
