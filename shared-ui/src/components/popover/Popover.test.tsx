import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import { FlowscopeThemeProvider } from '../../theme/ThemeProvider.tsx';
import { createTheme } from '../../theme/tokens.ts';
import { Button } from '../button/Button.tsx';
import { Popover, POPOVER_OFFSET } from './Popover.tsx';

function TipsPopover() {
  return (
    <Popover label="Search Engine Tips" trigger={(props) => <Button {...props}>Tips</Button>}>
      {(close) => (
        <>
          <p>Combine queries with OR.</p>
          <Button onClick={close}>Close</Button>
        </>
      )}
    </Popover>
  );
}

describe('Popover', () => {
  it('sits 8 px from its trigger', () => {
    expect(POPOVER_OFFSET).toBe(8);
  });

  it('opens a labelled dialog from its trigger and reports the state', async () => {
    renderWithTheme(<TipsPopover />);
    const trigger = screen.getByRole('button', { name: 'Tips' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(trigger);
    // The dialog's floating part is a lazy chunk: it arrives a tick after the click.
    expect(await screen.findByRole('dialog', { name: 'Search Engine Tips' })).toBeTruthy();
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
  });

  it('closes on Escape', async () => {
    renderWithTheme(<TipsPopover />);
    await userEvent.click(screen.getByRole('button', { name: 'Tips' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes from its own Close button', async () => {
    renderWithTheme(<TipsPopover />);
    await userEvent.click(screen.getByRole('button', { name: 'Tips' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("keeps a nested theme's colours, though drawn at the end of the page", async () => {
    renderWithTheme(
      <FlowscopeThemeProvider mode="light" withGlobalStyles={false}>
        <TipsPopover />
      </FlowscopeThemeProvider>,
      { mode: 'dark' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Tips' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search Engine Tips' });
    // happy-dom gives a colour as declared, the custom property resolved.
    expect(getComputedStyle(dialog).backgroundColor).toBe(
      createTheme('light').colors.surfaceRaised,
    );
  });
});
