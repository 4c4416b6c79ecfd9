import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import { DEFAULT_NOTIFICATION_TIMEOUT_MS, NOTIFICATION_TYPES } from './notification.ts';
import { ToastStack } from './ToastStack.tsx';

describe('ToastStack', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('knows the types info, success, warning, error and a 5000 ms default', () => {
    expect(NOTIFICATION_TYPES).toEqual(['info', 'success', 'warning', 'error']);
    expect(DEFAULT_NOTIFICATION_TIMEOUT_MS).toBe(5000);
  });

  it('shows an info toast by default, as a status with title and message', () => {
    renderWithTheme(
      <ToastStack
        notifications={[
          { id: '1', title: 'Logged Out', message: 'You have been successfully logged out.' },
        ]}
        onDismiss={vi.fn()}
      />,
    );
    const toast = screen.getByRole('status', { name: 'Logged Out' });
    expect(toast.dataset.type).toBe('info');
    expect(toast.textContent).toContain('You have been successfully logged out.');
  });

  it('announces errors and warnings as alerts', () => {
    renderWithTheme(
      <ToastStack
        notifications={[
          { id: '1', type: 'error', title: 'Login Failed' },
          { id: '2', type: 'warning', title: 'Session Expired' },
        ]}
        onDismiss={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert', { name: 'Login Failed' })).toBeTruthy();
    expect(screen.getByRole('alert', { name: 'Session Expired' })).toBeTruthy();
  });

  it('dismisses itself after 5000 ms by default', () => {
    const onDismiss = vi.fn();
    renderWithTheme(
      <ToastStack notifications={[{ id: 'a', title: 'Saved' }]} onDismiss={onDismiss} />,
    );
    act(() => vi.advanceTimersByTime(4999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledWith('a');
  });

  it('honours its own timeout, and 0 keeps it', () => {
    const onDismiss = vi.fn();
    renderWithTheme(
      <ToastStack
        notifications={[
          { id: 'short', title: 'Short', timeout: 1000 },
          { id: 'sticky', title: 'Sticky', timeout: 0 },
        ]}
        onDismiss={onDismiss}
      />,
    );
    act(() => vi.advanceTimersByTime(60_000));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(onDismiss).toHaveBeenCalledWith('short');
  });

  it('dismisses from its button and hides dismissed notifications', async () => {
    vi.useRealTimers();
    const onDismiss = vi.fn();
    renderWithTheme(
      <ToastStack
        notifications={[
          { id: 'x', title: 'Login Successful', timeout: 0 },
          { id: 'y', title: 'Old', dismissed: true },
        ]}
        onDismiss={onDismiss}
      />,
    );
    expect(screen.queryByText('Old')).toBeNull();
    await userEvent.click(
      screen.getByRole('button', { name: 'Dismiss notification: Login Successful' }),
    );
    expect(onDismiss).toHaveBeenCalledWith('x');
  });
});
