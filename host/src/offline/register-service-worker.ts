const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the service worker (host/service-worker/sw.js) once the page has loaded, so its
 * precache downloads never compete with the first view.
 */
export function registerServiceWorker(win: Window = window): void {
  if (!('serviceWorker' in win.navigator)) return;
  const register = () => {
    win.navigator.serviceWorker.register(SERVICE_WORKER_URL).catch((error: unknown) => {
      console.warn(
        '[flowscope] offline support unavailable:',
        error instanceof Error ? error.message : error,
      );
    });
  };
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}
