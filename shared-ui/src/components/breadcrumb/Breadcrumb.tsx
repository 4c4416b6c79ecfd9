import type { Theme } from '@emotion/react';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';

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
  return (
    <nav aria-label={label} {...rest}>
      <ol
        css={(theme: Theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: theme.spacing.xs,
          margin: 0,
          padding: 0,
          listStyle: 'none',
          fontSize: theme.fontSizes.sm,
          color: theme.colors.textMuted,
        })}
      >
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          return (
            <li
              key={`${index}-${item.label}`}
              css={(theme: Theme) => ({ display: 'inline-flex', gap: theme.spacing.xs })}
            >
              {index > 0 && <span aria-hidden="true">/</span>}
              {item.to !== undefined && !isCurrent ? (
                <Link
                  to={item.to}
                  css={(theme: Theme) => ({
                    color: theme.colors.textMuted,
                    textDecoration: 'none',
                    '&:hover': { color: theme.colors.text, textDecoration: 'underline' },
                  })}
                >
                  {item.label}
                </Link>
              ) : (
                <span
                  aria-current={isCurrent ? 'page' : undefined}
                  css={(theme: Theme) => ({ color: isCurrent ? theme.colors.text : undefined })}
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
