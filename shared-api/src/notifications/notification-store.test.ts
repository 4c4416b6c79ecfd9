import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dismissAllNotifications,
  dismissNotification,
  notify,
  NOTIFICATION_SETTINGS_KEY,
  resetNotificationStore,
  setNotificationsEnabled,
  useNotificationStore,
} from './notification-store.ts';
import { notifyError, notifyFailure, notifySuccess, notifyWarning } from './notify-helpers.ts';
import { useNotificationsEnabled, useVisibleNotifications } from './use-notifications.ts';

const all = () => useNotificationStore.getState().notifications;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-06-01T12:00:00Z'));
  localStorage.clear();
  resetNotificationStore();
});

afterEach(() => {
  resetNotificationStore();
  vi.useRealTimers();
});

describe('notification store', () => {
  it('raises an info notification with a 5000 ms timeout by default', () => {
    const id = notify({ title: 'Logged Out', message: 'You have been successfully logged out.' });
    expect(all()).toEqual([
      {
        id,
        type: 'info',
        title: 'Logged Out',
        message: 'You have been successfully logged out.',
        timestamp: Date.parse('2025-06-01T12:00:00Z'),
        dismissed: false,
        timeout: 5000,
      },
    ]);
  });

  it('dismisses itself after its timeout (default 5000 ms)', () => {
    const id = notify({ title: 'Saved' });
    vi.advanceTimersByTime(4999);
    expect(all().find((n) => n.id === id)?.dismissed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(all().find((n) => n.id === id)?.dismissed).toBe(true);
  });

  it('keeps a notification with timeout 0 until dismissed', () => {
    const id = notify({ type: 'warning', title: 'Session Expired', timeout: 0 }) ?? '';
    vi.advanceTimersByTime(600_000);
    expect(all()[0]?.dismissed).toBe(false);
    dismissNotification(id);
    expect(all()[0]?.dismissed).toBe(true);
  });

  it('honours a custom timeout', () => {
    notify({ title: 'Quick', timeout: 1000 });
    vi.advanceTimersByTime(1000);
    expect(all()[0]?.dismissed).toBe(true);
  });

  it('gives every notification its own id', () => {
    const a = notify({ title: 'A' });
    const b = notify({ title: 'B' });
    expect(a).not.toBe(b);
  });

  it('dismisses all at once', () => {
    notify({ title: 'A', timeout: 0 });
    notify({ title: 'B' });
    dismissAllNotifications();
    expect(all().every((n) => n.dismissed)).toBe(true);
  });

  it('raises nothing while notifications are switched off', () => {
    setNotificationsEnabled(false);
    expect(notify({ title: 'Hidden' })).toBeNull();
    expect(all()).toHaveLength(0);
  });

  it('persists only the enabled setting under the product-named key', () => {
    notify({ title: 'Not persisted' });
    setNotificationsEnabled(false);
    const stored = JSON.parse(localStorage.getItem(NOTIFICATION_SETTINGS_KEY) ?? '{}') as {
      state?: unknown;
    };
    expect(NOTIFICATION_SETTINGS_KEY).toBe('flowscope.notifications');
    expect(stored.state).toEqual({ enabled: false });
  });

  it('keeps only the last 50 notifications', () => {
    for (let i = 0; i < 60; i += 1) notify({ title: `n${i}`, timeout: 0 });
    expect(all()).toHaveLength(50);
    expect(all()[0]?.title).toBe('n10');
  });
});

describe('helpers', () => {
  it('set the type', () => {
    notifySuccess('Login Successful', 'Welcome back, trader!');
    notifyWarning('Session Expired', 'Please sign in again.');
    notifyError('Failed to Load Data', 'Network Error');
    expect(all().map((n) => [n.type, n.title, n.message])).toEqual([
      ['success', 'Login Successful', 'Welcome back, trader!'],
      ['warning', 'Session Expired', 'Please sign in again.'],
      ['error', 'Failed to Load Data', 'Network Error'],
    ]);
  });

  it("titles the generic error helper 'Error' and falls back to 'Unknown error occurred'", () => {
    notifyFailure(new Error('HTTP Error 500'));
    notifyFailure({});
    notifyFailure(new Error('x'), 'Save Failed');
    expect(all().map((n) => [n.type, n.title, n.message])).toEqual([
      ['error', 'Error', 'HTTP Error 500'],
      ['error', 'Error', 'Unknown error occurred'],
      ['error', 'Save Failed', 'x'],
    ]);
  });
});

describe('hooks', () => {
  it('render the visible notifications and follow dismissals', () => {
    const { result } = renderHook(() => useVisibleNotifications());
    let id: string | null = null;
    act(() => {
      id = notify({ title: 'A' });
      notify({ title: 'B', timeout: 0 });
    });
    expect(result.current.map((n) => n.title)).toEqual(['A', 'B']);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.map((n) => n.title)).toEqual(['B']);
    expect(id).not.toBeNull();
  });

  it('expose the enabled setting', () => {
    const { result } = renderHook(() => useNotificationsEnabled());
    expect(result.current).toBe(true);
    act(() => setNotificationsEnabled(false));
    expect(result.current).toBe(false);
  });
});
