import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import { Multiselect } from './Multiselect.tsx';
import type { MultiselectOption } from './multiselect-logic.ts';

const NETWORKS: MultiselectOption[] = ['base', 'ethereum', 'solana', 'arbitrum', 'bsc'].map(
  (value) => ({
    value,
    label: value,
  }),
);

function Harness({ options = NETWORKS, max }: { options?: MultiselectOption[]; max?: number }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <Multiselect label="Networks" options={options} value={value} onChange={setValue} max={max} />
  );
}

describe('Multiselect', () => {
  it('opens a multi-select listbox from its combobox and selects with a click', async () => {
    renderWithTheme(<Harness />);
    const combobox = screen.getByRole('combobox', { name: 'Networks' });
    await userEvent.click(combobox);
    expect(combobox.getAttribute('aria-expanded')).toBe('true');
    // The list loads when a list first opens.
    const listbox = await screen.findByRole('listbox', { name: 'Networks' });
    expect(listbox.getAttribute('aria-multiselectable')).toBe('true');
    await userEvent.click(within(listbox).getByRole('option', { name: /solana/ }));
    expect(
      within(listbox)
        .getByRole('option', { name: /solana/ })
        .getAttribute('aria-selected'),
    ).toBe('true');
    expect(screen.getByRole('button', { name: 'Remove solana' })).toBeTruthy();
  });

  it('is operable from the keyboard', async () => {
    renderWithTheme(<Harness />);
    await userEvent.click(screen.getByRole('combobox'));
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByRole('option', { name: /ethereum/, selected: true })).toBeTruthy();
    await userEvent.keyboard('{Backspace}');
    expect(screen.queryByRole('option', { selected: true })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('stops at the maximum and says so', async () => {
    renderWithTheme(<Harness max={2} />);
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(await screen.findByRole('option', { name: /base/ }));
    await userEvent.click(screen.getByRole('option', { name: /ethereum/ }));
    expect(
      screen.getByText(
        'Maximum of 2 options selected. First remove a selected option to select another.',
      ),
    ).toBeTruthy();
    const solana = screen.getByRole('option', { name: /solana/ });
    expect(solana.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(solana);
    expect(screen.getAllByRole('option', { selected: true })).toHaveLength(2);
  });

  it('says when a search finds nothing', async () => {
    renderWithTheme(<Harness />);
    await userEvent.type(screen.getByRole('combobox'), 'zzz');
    expect(
      await screen.findByText('No elements found. Consider changing the search query.'),
    ).toBeTruthy();
  });

  it('says when there is nothing to choose', async () => {
    renderWithTheme(<Harness options={[]} />);
    await userEvent.click(screen.getByRole('combobox'));
    expect(await screen.findByText('List is empty.')).toBeTruthy();
  });

  it('renders only the options in view of a long list', async () => {
    const many = Array.from({ length: 1500 }, (_, index) => ({
      value: `v${index}`,
      label: `Influencer ${index}`,
    }));
    renderWithTheme(<Harness options={many} />);
    await userEvent.click(screen.getByRole('combobox'));
    const rendered = await screen.findAllByRole('option');
    // 300 px / 40 px per option = 8 in view, plus a few ahead.
    expect(rendered.length).toBeGreaterThanOrEqual(8);
    expect(rendered.length).toBeLessThan(20);
    // The list is sized for 1000 options, not 1500.
    expect(
      screen.getByRole('listbox').style.height ||
        getComputedStyle(screen.getByRole('listbox')).height,
    ).toBe('40000px');
  });
});
