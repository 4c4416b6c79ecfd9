import { createContext, use } from 'react';
import type { RouteTable } from './remote-routes.ts';

const NO_ROUTES: RouteTable = { remotes: [], screens: [] };

/** The routes of the configured remotes the shell shows now (App provides them). */
export const RouteTableContext = createContext<RouteTable>(NO_ROUTES);

export function useRouteTable(): RouteTable {
  return use(RouteTableContext);
}
