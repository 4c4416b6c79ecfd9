import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './register-service-worker.ts';

function fakeWindow(readyState: DocumentReadyState) {
  const register = vi.fn(async () => ({}));
  const listeners = new Map<string, () => void>();
  const win = {
    navigator: { serviceWorker: { register } },
    document: { readyState },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
  } as unknown as Window;
  return { win, register, listeners };
}

describe('service worker registration', () => {
  it('registers /sw.js only after the page has loaded, so the first view keeps the network', () => {
    const { win, register, listeners } = fakeWindow('interactive');
    registerServiceWorker(win);
    expect(register).not.toHaveBeenCalled();
    listeners.get('load')?.();
    expect(register).toHaveBeenCalledWith('/sw.js');
  });

  it('registers at once on a page already loaded, and does nothing without service workers', () => {
    const { win, register } = fakeWindow('complete');
    registerServiceWorker(win);
    expect(register).toHaveBeenCalledWith('/sw.js');
    expect(() => registerServiceWorker({ navigator: {} } as unknown as Window)).not.toThrow();
  });
});
