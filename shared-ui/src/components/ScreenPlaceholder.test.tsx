import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FlowscopeThemeProvider } from '../theme/ThemeProvider.tsx';
import { ScreenPlaceholder } from './ScreenPlaceholder.tsx';

describe('ScreenPlaceholder', () => {
  it('shows the screen title as the page heading and who is browsing', () => {
    render(
      <FlowscopeThemeProvider mode="dark">
        <ScreenPlaceholder title="Top Accumulations" viewer="Browsing anonymously" />
      </FlowscopeThemeProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Top Accumulations' })).toBeTruthy();
    expect(screen.getByText('Browsing anonymously')).toBeTruthy();
  });
});
