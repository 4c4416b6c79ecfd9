import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FlowscopeThemeProvider } from '@flowscope/shared-ui';
import { RouteTableContext } from '../routing/route-table-context.tsx';
import { SPEC_ROUTE_TABLE } from '../routing/test-route-tables.ts';
import { Sidebar } from './Sidebar.tsx';

const registry = vi.hoisted(() => ({
  loadScreen: vi.fn<(remote: string, screen: string) => Promise<unknown>>(
    () => new Promise(() => undefined),
  ),
}));
vi.mock('../remotes/remote-registry.ts', () => registry);

function renderSidebar() {
  render(
    <FlowscopeThemeProvider mode="dark">
      <RouteTableContext value={SPEC_ROUTE_TABLE}>
        <MemoryRouter initialEntries={['/about']}>
          <Sidebar />
        </MemoryRouter>
      </RouteTableContext>
    </FlowscopeThemeProvider>,
  );
}

afterEach(() => {
  cleanup();
  registry.loadScreen.mockClear();
});

describe('Sidebar links load their screen ahead of the click', () => {
  it('starts loading the screen a pointer reaches, from the remote that serves it', () => {
    renderSidebar();
    const [topHoldings] = screen.getAllByRole('link', { name: 'Top Holdings' });
    if (!topHoldings) throw new Error('no Top Holdings link');
    fireEvent.pointerEnter(topHoldings);
    expect(registry.loadScreen).toHaveBeenCalledTimes(1);
    const [remote, screenId] = registry.loadScreen.mock.calls[0] ?? [];
    const claimed = SPEC_ROUTE_TABLE.screens.find(({ screen: s }) => s.id === screenId);
    expect(claimed?.remote).toBe(remote);
    expect(claimed?.screen.path).toBe(topHoldings.getAttribute('href'));
  });

  it('starts loading when a link takes focus from the keyboard', () => {
    renderSidebar();
    fireEvent.focus(screen.getByRole('link', { name: 'Favorites' }));
    expect(registry.loadScreen).toHaveBeenCalledWith('account', 'favorites');
  });
});
