import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import { CopyButton } from './CopyButton.tsx';

const ADDRESS = '0x1234567890abcdef1234567890abcdef12345678';

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('CopyButton', () => {
  it("copies the value and says 'Copied' politely, then goes quiet", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    const { container } = renderWithTheme(
      <CopyButton value={ADDRESS} label="Copy contract address" />,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy contract address' }));
    });
    expect(writeText).toHaveBeenCalledWith(ADDRESS);
    const live = container.querySelector('[aria-live="polite"]');
    expect(live?.textContent).toBe('Copied');
    // Said once to screen readers, and shown to the eye beside the button.
    expect(container.querySelector('[data-copy-feedback="copied"]')?.textContent).toBe('Copied');
    act(() => vi.advanceTimersByTime(2000));
    expect(live?.textContent).toBe('');
    expect(container.querySelector('[data-copy-feedback]')).toBeNull();
  });

  it('says so when the clipboard refuses', async () => {
    stubClipboard(() => Promise.reject(new Error('denied')));
    const { container } = renderWithTheme(<CopyButton value={ADDRESS} label="Copy address" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy address' }));
    });
    expect(container.querySelector('[aria-live="polite"]')?.textContent).toBe('Copy failed');
  });
});
