import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DOCS_PAGES } from '@flowscope/shared-api';
import { FlowscopeThemeProvider } from '@flowscope/shared-ui';
import { DocsPage } from './DocsPage.tsx';

function show(page: (typeof DOCS_PAGES)[number]) {
  return render(
    <MemoryRouter>
      <FlowscopeThemeProvider mode="dark">
        <DocsPage page={page} />
      </FlowscopeThemeProvider>
    </MemoryRouter>,
  );
}

describe("the app's own docs pages", () => {
  afterEach(cleanup);

  it('explain Top Accumulations from the spec and lead back to the screen', () => {
    show('top-accumulations');
    expect(
      screen.getByRole('heading', { level: 1, name: 'About Top Accumulations CEX' }),
    ).toBeTruthy();
    const columns = screen.getByRole('heading', { name: 'Columns' }).parentElement as HTMLElement;
    expect(within(columns).getByText(/Avg Long Entry and Avg Short Entry/)).toBeTruthy();
    expect(screen.getByText(/custom date range overrides the tab/)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Open Top Accumulations CEX' }).getAttribute('href'),
    ).toBe('/top-accumulations');
  });

  it.each(DOCS_PAGES)('%s has a page with sections', (page) => {
    show(page);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^About /);
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(1);
  });
});
