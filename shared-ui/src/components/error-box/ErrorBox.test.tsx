import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import { ErrorBox } from './ErrorBox.tsx';

describe('ErrorBox', () => {
  it('alerts with the title and message and retries on request', async () => {
    const onRetry = vi.fn();
    renderWithTheme(
      <ErrorBox
        title="Failed to load data"
        message="HTTP Error 500"
        retryLabel="Retry"
        onRetry={onRetry}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Failed to load data');
    expect(alert.textContent).toContain('HTTP Error 500');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('speaks Czech when the screen does', () => {
    renderWithTheme(
      <ErrorBox title="Nepodařilo se načíst data" retryLabel="Zkusit znovu" onRetry={vi.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Zkusit znovu' })).toBeTruthy();
  });
});
