import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ColorModeProvider, useColorMode } from '../../theme/ColorModeProvider.tsx';
import { ColorModeToggle } from './ColorModeToggle.tsx';

function ConnectedToggle() {
  const { mode, toggleMode } = useColorMode();
  return <ColorModeToggle mode={mode} onToggle={toggleMode} />;
}

describe('colour mode', () => {
  it('starts dark, toggles to light and back, and reports each change', async () => {
    const onModeChange = vi.fn();
    render(
      <ColorModeProvider onModeChange={onModeChange}>
        <ConnectedToggle />
      </ColorModeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(onModeChange.mock.calls).toEqual([['light'], ['dark']]);
  });

  it('starts in the mode the host restored', () => {
    render(
      <ColorModeProvider initialMode="light">
        <ConnectedToggle />
      </ColorModeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeTruthy();
  });

  it('refuses to work outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<ConnectedToggle />)).toThrow(
      'useColorMode must be used inside a ColorModeProvider',
    );
  });
});
