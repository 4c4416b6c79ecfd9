import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import { ContractAddress } from './ContractAddress.tsx';

const ADDRESS = '0x28fc0000000000000000000000000000000f5e7c';

describe('ContractAddress', () => {
  it("shows '0x28fc…5e7c', says the whole address, and copies it with 'Copied'", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { container } = renderWithTheme(<ContractAddress address={ADDRESS} tokenName="PEPE" />);
    expect(screen.getByText('0x28fc…5e7c').getAttribute('title')).toBe(ADDRESS);
    expect(screen.getByText(`Contract address ${ADDRESS}`)).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy PEPE contract address' }));
    });
    expect(writeText).toHaveBeenCalledWith(ADDRESS);
    expect(container.querySelector('[data-copy-feedback]')?.textContent).toBe('Copied');
  });
});
