import {
  Breadcrumb,
  staticStyles,
  useStaticClasses,
  type BreadcrumbItem,
} from '@flowscope/shared-ui';

const styles = staticStyles((theme) => ({
  breadcrumb: { padding: `${theme.spacing.md}px ${theme.spacing.lg}px` },
}));

/** Home first, then the current route's label (spec §2, layout); the last item is the page. */
export function AppBreadcrumb({ current }: { current: string | null }) {
  const classes = useStaticClasses(styles);
  const items: BreadcrumbItem[] =
    current === null || current === 'Home'
      ? [{ label: 'Home' }]
      : [{ label: 'Home', to: '/' }, { label: current }];
  return <Breadcrumb items={items} className={classes.breadcrumb} />;
}
