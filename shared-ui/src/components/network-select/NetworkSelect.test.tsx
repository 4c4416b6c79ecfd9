import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import { NetworkSelect } from './NetworkSelect.tsx';

const NETWORKS = ['base', 'ethereum', 'solana', 'binance', 'bsc', 'worldchain'] as const;
type Network = (typeof NETWORKS)[number];

function Harness({ onChange }: { onChange?: (value: Network | '') => void }) {
  const [value, setValue] = useState<Network | ''>('');
  return (
    <NetworkSelect
      networks={NETWORKS}
      value={value}
      emptyLabel="Any network"
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const combobox = () => screen.getByRole('combobox', { name: 'Network' });

describe('NetworkSelect', () => {
  it('lists the empty choice and every network by name, each with its mark', async () => {
    renderWithTheme(<Harness />);
    expect(combobox().textContent).toBe('Any network');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(combobox());
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    // The list's floating part is a lazy chunk: it arrives a tick after the click.
    const list = await screen.findByRole('listbox', { name: 'Network' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.lastChild?.textContent),
    ).toEqual(['Any network', 'Base', 'Ethereum', 'Solana', 'Binance', 'BNB Chain', 'Worldchain']);
    const solana = within(list).getByRole('option', { name: 'Solana' });
    expect(solana.querySelector('[data-brand="solana"]')).not.toBeNull();
    expect(
      within(list).getByRole('option', { name: 'Any network' }).getAttribute('aria-selected'),
    ).toBe('true');
  });

  it('chooses a network with the mouse and shows it with its mark', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Harness onChange={onChange} />);
    fireEvent.click(combobox());
    fireEvent.click(await screen.findByRole('option', { name: 'Solana' }));
    expect(onChange).toHaveBeenCalledWith('solana');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(combobox().getAttribute('data-value')).toBe('solana');
    expect(combobox().textContent).toMatch(/Solana$/);
    expect(combobox().querySelector('[data-brand="solana"]')).not.toBeNull();
  });

  it('works from the keyboard: arrows, Enter, type-ahead and Escape', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Harness onChange={onChange} />);
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    await screen.findByRole('listbox');
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    const active = combobox().getAttribute('aria-activedescendant');
    expect(document.getElementById(active ?? '')?.lastChild?.textContent).toBe('Base');
    fireEvent.keyDown(combobox(), { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith('base');

    fireEvent.keyDown(combobox(), { key: 's' });
    await screen.findByRole('listbox');
    const typed = combobox().getAttribute('aria-activedescendant');
    expect(document.getElementById(typed ?? '')?.lastChild?.textContent).toBe('Solana');
    fireEvent.keyDown(combobox(), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('does not call onChange when the chosen network is already selected', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Harness onChange={onChange} />);
    fireEvent.click(combobox());
    fireEvent.click(await screen.findByRole('option', { name: 'Any network' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
