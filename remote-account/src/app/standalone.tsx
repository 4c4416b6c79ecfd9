import { configureApi, standaloneRoutes } from '@flowscope/shared-api';
import { renderStandaloneFrame } from '@flowscope/shared-ui/standalone';
import { screens } from './screens.ts';

/** Runs this remote's screens alone, against the API proxied by its dev server. */
export function mountStandaloneFrame(): void {
  configureApi({ apiBaseUrl: window.location.origin, apiVersion: '', mode: 'development' });
  renderStandaloneFrame({
    title: 'Flowscope Account (standalone)',
    routes: standaloneRoutes('account', screens),
  });
}
