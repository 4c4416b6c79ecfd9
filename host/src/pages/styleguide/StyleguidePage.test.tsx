import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { FlowscopeThemeProvider } from '@flowscope/shared-ui';
import { StyleguidePage } from './StyleguidePage.tsx';

const SECTIONS = [
  'Colour tokens',
  'Typography',
  'Buttons',
  'Badges',
  'Spinners',
  'Tabs',
  'Breadcrumb',
  'Pagination',
  'Inputs and selects',
  'Multiselect',
  'Date picker',
  'Modal',
  'Popover',
  'Notifications',
  'Empty and error states',
  'Avatars and icons',
  'Table cells',
  'Data table',
];

afterEach(cleanup);

describe('StyleguidePage', () => {
  it('shows every section in both themes', () => {
    render(
      <MemoryRouter>
        <FlowscopeThemeProvider mode="dark">
          <StyleguidePage />
        </FlowscopeThemeProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Styleguide' })).toBeTruthy();
    for (const panelName of ['Dark theme', 'Light theme']) {
      const panel = screen.getByRole('region', { name: panelName });
      for (const section of SECTIONS) {
        expect(within(panel).getByRole('heading', { level: 3, name: section })).toBeTruthy();
      }
      // Each section's landmark names its theme too, so the two panels' landmarks differ.
      const mode = panelName === 'Dark theme' ? 'dark' : 'light';
      const buttons = within(panel).getByRole('region', { name: `Buttons (${mode} theme)` });
      // 5 variants × 5 intents, 7 sizes, and the state examples.
      expect(within(buttons).getAllByRole('button').length).toBeGreaterThan(32);
    }
  });
});
