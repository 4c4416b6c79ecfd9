import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { FlowscopeThemeProvider } from '../theme/ThemeProvider.tsx';
import type { ColorMode } from '../theme/tokens.ts';

/** Renders inside the theme (and a router, for link components), as the app does. */
export function renderWithTheme(
  ui: ReactElement,
  { mode = 'dark', ...options }: RenderOptions & { mode?: ColorMode } = {},
) {
  return render(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <MemoryRouter>
        <FlowscopeThemeProvider mode={mode}>{children}</FlowscopeThemeProvider>
      </MemoryRouter>
    ),
    ...options,
  });
}
