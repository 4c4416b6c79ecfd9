import type { UIMatch } from 'react-router';

/** What each route tells the shell: its page-title name, breadcrumb label and description. */
export interface RouteHandle {
  title: string;
  crumb: string;
  description: string;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as RouteHandle).title === 'string' &&
    typeof (value as RouteHandle).crumb === 'string' &&
    typeof (value as RouteHandle).description === 'string'
  );
}

/** The deepest route that declares a handle. */
export function currentHandle(matches: readonly UIMatch[]): RouteHandle | null {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return null;
}

export { pageTitle, PRODUCT_DESCRIPTION } from '@flowscope/shared-api';
