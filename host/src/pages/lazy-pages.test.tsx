import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { FlowscopeThemeProvider } from '@flowscope/shared-ui';
import { docsTitle } from './docs/docs-screens.ts';
import { DocsPage, StyleguidePage } from './lazy-pages.tsx';

// The first import of a page's module graph is slow on a busy machine.
const LOADED = { timeout: 10_000 };

function show(page: ReactNode) {
  return render(
    <MemoryRouter>
      <FlowscopeThemeProvider mode="dark">{page}</FlowscopeThemeProvider>
    </MemoryRouter>,
  );
}

describe("the shell's pages fetched when they open", () => {
  afterEach(cleanup);

  it('say they are loading, then show the docs page asked for', async () => {
    show(<DocsPage page="top-holdings-dex" />);
    // Its own chunk: not there on the first render.
    expect(screen.getByRole('status', { name: 'Loading page' })).toBeTruthy();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'About Top Holdings DEX' }, LOADED),
    ).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading page' })).toBeNull();
  });

  it('load the styleguide the same way', async () => {
    show(<StyleguidePage />);
    expect(screen.getByRole('status', { name: 'Loading page' })).toBeTruthy();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Styleguide' }, LOADED),
    ).toBeTruthy();
  });

  it('title the docs routes at start-up, without the docs text', () => {
    expect(docsTitle('top-accumulations')).toBe('About Top Accumulations CEX');
    expect(docsTitle('search')).toBe('About Search');
  });
});
