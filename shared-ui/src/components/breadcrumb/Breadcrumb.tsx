import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { staticStyles, useStaticClasses } from '../../styles/static-styles.ts';

const styles = staticStyles((theme) => ({
  list: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing.xs,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    fontSize: theme.fontSizes.sm,
    color: theme.colors.textMuted,
  },
  item: { display: 'inline-flex', gap: theme.spacing.xs },
  link: {
    color: theme.colors.textMuted,
    textDecoration: 'none',
    '&:hover': { color: theme.colors.text, textDecoration: 'underline' },
  },
  current: { color: theme.colors.text },
}));

export interface BreadcrumbItem {
  label: string;
  /** Route to go to; the current page (last item) usually has none. */
  to?: string;
}

export type BreadcrumbProps = ComponentProps<'nav'> & {
  items: readonly BreadcrumbItem[];
};

/** Where the visitor is: Home first, then the current route. The last item is the page. */
export function Breadcrumb({
  items,
  'aria-label': label = 'Breadcrumb',
  ...rest
}: BreadcrumbProps) {
  const classes = useStaticClasses(styles);
  return (
    <nav aria-label={label} {...rest}>
      <ol className={classes.list}>
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className={classes.item}>
              {index > 0 && <span aria-hidden="true">/</span>}
              {item.to !== undefined && !isCurrent ? (
                <Link to={item.to} className={classes.link}>
                  {item.label}
                </Link>
              ) : (
                <span
                  aria-current={isCurrent ? 'page' : undefined}
                  className={isCurrent ? classes.current : undefined}
                >
                  {item.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
