import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import { Switch } from './Switch.tsx';

function Harness({ onChange }: { onChange: (next: boolean) => void }) {
  const [on, setOn] = useState(false);
  return (
    <Switch
      checked={on}
      label="Browser notifications"
      description="Alerts while Flowscope is in the background"
      onCheckedChange={(next) => {
        onChange(next);
        setOn(next);
      }}
    />
  );
}

describe('Switch', () => {
  it('is a switch named by its label, turned by a click, Space or a click on the label', async () => {
    const changes = vi.fn();
    renderWithTheme(<Harness onChange={changes} />);
    const toggle = screen.getByRole('switch', { name: 'Browser notifications' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    const described = document.getElementById(toggle.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Alerts while Flowscope is in the background');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await userEvent.keyboard(' ');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(screen.getByText('Browser notifications'));
    expect(changes.mock.calls).toEqual([[true], [false], [true]]);
  });

  it('does nothing while disabled', async () => {
    const changes = vi.fn();
    renderWithTheme(
      <Switch checked={false} aria-label="Rule on" disabled onCheckedChange={changes} />,
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Rule on' }));
    expect(changes).not.toHaveBeenCalled();
  });
});
