/**
 * Shown when the shell itself cannot start (runtime-config.json missing, a start-up script that
 * does not load). Written with plain DOM calls so it works even when React never loads; text
 * only, never HTML.
 */
export function renderStartupFailure(container: HTMLElement, detail: string): void {
  const panel = document.createElement('section');
  panel.setAttribute('role', 'alert');
  panel.style.cssText =
    'max-width:560px;margin:15vh auto;padding:24px;font-family:system-ui,sans-serif;';
  const title = document.createElement('h1');
  title.textContent = 'Flowscope could not start';
  const message = document.createElement('p');
  message.textContent =
    'Its configuration or its code could not be loaded. Please reload the page in a moment.';
  const reason = document.createElement('p');
  reason.style.opacity = '0.7';
  reason.textContent = detail;
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = 'Reload';
  reload.addEventListener('click', () => window.location.reload());
  panel.append(title, message, reason, reload);
  container.replaceChildren(panel);
}
