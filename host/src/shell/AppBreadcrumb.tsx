import { Breadcrumb, type BreadcrumbItem } from '@flowscope/shared-ui';

/** Home first, then the current route's label (spec §2, layout); the last item is the page. */
export function AppBreadcrumb({ current }: { current: string | null }) {
  const items: BreadcrumbItem[] =
    current === null || current === 'Home'
      ? [{ label: 'Home' }]
      : [{ label: 'Home', to: '/' }, { label: current }];
  return (
    <Breadcrumb
      items={items}
      css={(theme) => ({ padding: `${theme.spacing.md}px ${theme.spacing.lg}px` })}
    />
  );
}
