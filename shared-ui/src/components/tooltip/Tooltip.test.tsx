import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import { Tooltip } from './Tooltip.tsx';
import { HOVER_DELAY_MS } from './use-tooltip-opening.ts';

function Harness() {
  return (
    <>
      <Tooltip
        trigger={(props) => (
          <button type="button" {...props}>
            Score
          </button>
        )}
      >
        How smart money rates the token
      </Tooltip>
      <button type="button">Elsewhere</button>
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: 'Score' });

describe('Tooltip', () => {
  // First in the file: the hover that opens it is also the one that fetches its floating chunk.
  it('opens on the first hover, after a pause, and describes its trigger', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    expect(trigger().getAttribute('aria-describedby')).toBeNull();
    await user.hover(trigger());
    const tip = await screen.findByRole('tooltip');
    expect(tip.textContent).toBe('How smart money rates the token');
    expect(trigger().getAttribute('aria-describedby')).toBe(tip.id);
  });

  it('opens nothing when the pointer only passes over it', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    await user.hover(trigger());
    await user.unhover(trigger());
    // Twice the hover pause: a pass across a table row opens nothing.
    await new Promise((resolve) => setTimeout(resolve, 2 * HOVER_DELAY_MS));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('closes when the pointer leaves for elsewhere', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    await user.hover(trigger());
    await screen.findByRole('tooltip');
    await user.hover(screen.getByRole('button', { name: 'Elsewhere' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('opens and closes with a tap (a touch screen has no hover)', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    await user.pointer({ keys: '[TouchA]', target: trigger() });
    expect(await screen.findByRole('tooltip')).toBeTruthy();
    await user.pointer({ keys: '[TouchA]', target: trigger() });
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('closes when the focus moves on', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    await user.tab();
    expect(await screen.findByRole('tooltip')).toBeTruthy();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });
});
