import { afterEach, beforeEach, vi } from 'vitest';
import { resetApiConfig } from '../config/api-config.ts';
import { setPageUrl } from '../http/test-support.ts';
import { setApiFetch } from '../http/transport.ts';
import { resetNotificationStore } from '../notifications/notification-store.ts';
import { resetSessionStore } from '../session/session-store.ts';

/** The fixed "now" of endpoint tests. */
export const NOW = Date.parse('2025-06-02T12:00:00.000Z');

/** Test-only: a clean page on localhost with a fixed clock, restored after each test. */
export function setupEndpointTests(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    setPageUrl('http://localhost:3000/');
  });
  afterEach(() => {
    setApiFetch(null);
    resetSessionStore();
    resetApiConfig();
    resetNotificationStore();
    vi.useRealTimers();
  });
}
