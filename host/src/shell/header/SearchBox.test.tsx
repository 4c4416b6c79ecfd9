import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { FlowscopeThemeProvider } from '@flowscope/shared-ui';
import { SearchBox } from './SearchBox.tsx';

afterEach(cleanup);

/** Stands in for the Search page: shows the URL and submits its own search. */
function Page() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="address">{`${location.pathname}${location.search}`}</output>
      <button type="button" onClick={() => void navigate('/search?query=ETH')}>
        Page search
      </button>
      <button type="button" onClick={() => void navigate('/top-accumulations')}>
        Elsewhere
      </button>
    </>
  );
}

function show(url: string) {
  render(
    <FlowscopeThemeProvider mode="dark">
      <MemoryRouter initialEntries={[url]}>
        <SearchBox />
        <Page />
      </MemoryRouter>
    </FlowscopeThemeProvider>,
  );
  return screen.getByRole('searchbox', { name: 'Search Tokens, CA, Keyword...' });
}

describe('header SearchBox', () => {
  it('submits the trimmed text to /search', async () => {
    const input = show('/about');
    await userEvent.type(input, '  Real world assets {Enter}');
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe(
      '/search?query=Real+world+assets',
    );
    expect(input).toHaveProperty('value', 'Real world assets');
  });

  it("follows the Search page's query, and keeps the last search elsewhere", async () => {
    const input = show('/search?query=BTC');
    expect(input).toHaveProperty('value', 'BTC');
    await userEvent.click(screen.getByRole('button', { name: 'Page search' }));
    expect(input).toHaveProperty('value', 'ETH');
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(input).toHaveProperty('value', 'ETH');
  });
});
