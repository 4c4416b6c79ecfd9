import { createElement, type ComponentType, type ReactNode } from 'react';
import {
  usePageSparklines,
  type PageSparklines,
  type PageSparklinesOptions,
} from './use-page-sparklines.ts';

export interface PageSparklinesScopeProps<Row> extends PageSparklinesOptions<Row> {
  /** What hands the lines to the rows' cells: shared-ui's SparklineLinesProvider. */
  provider: ComponentType<{ value: PageSparklines; children: ReactNode }>;
  /** The table (or the cards) the lines are for. */
  children: ReactNode;
}

/**
 * A page's sparklines, asked for in a component of their own around the table: when the lines
 * arrive (and at each refresh, every minute), only this component and the sparkline cells
 * render again, since the table passed in as children is the same element. Asked for in the
 * screen itself, every answer rendered the whole screen again, and synchronously (the query
 * cache's updates reach React through useSyncExternalStore).
 */
export function PageSparklinesScope<Row>({
  provider,
  children,
  ...options
}: PageSparklinesScopeProps<Row>) {
  return createElement(provider, { value: usePageSparklines(options), children });
}
