import { configureApi, SCREEN_ROUTES, screensOf } from '@flowscope/shared-api';
import { renderStandaloneFrame } from '@flowscope/shared-ui';
import { screens } from './screens.ts';

/** Runs this remote's screens alone, against the API proxied by its dev server. */
export function mountStandaloneFrame(): void {
  configureApi({ apiBaseUrl: window.location.origin, apiVersion: '', mode: 'development' });
  renderStandaloneFrame({
    title: 'Flowscope DEX (standalone)',
    routes: screensOf('dex').map((id) => ({
      path: SCREEN_ROUTES[id].path,
      title: SCREEN_ROUTES[id].title,
      load: screens[id],
    })),
  });
}
