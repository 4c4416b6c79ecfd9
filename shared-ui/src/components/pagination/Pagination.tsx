import type { ComponentProps } from 'react';
import { staticStyles, useStaticClasses } from '../../styles/static-styles.ts';
import { PAGE_SIZE_OPTIONS, paginationItems } from '../../table/paging.ts';
import { Button } from '../button/Button.tsx';
import { Select } from '../field/Select.tsx';
import { ChevronGlyph } from '../icons/glyphs.tsx';

const styles = staticStyles((theme) => ({
  pagination: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.spacing.md,
  },
  pages: {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing.xs,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  ellipsis: { color: theme.colors.textMuted, padding: theme.spacing.xs },
}));

export type PaginationProps = Omit<ComponentProps<'nav'>, 'onChange'> & {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** With both of these, a page-size select is shown. */
  pageSize?: number;
  onPageSizeChange?: (pageSize: number) => void;
  pageSizeOptions?: readonly number[];
};

/**
 * Page buttons (all of them up to 6 pages, else first, last and a window of 3 with
 * ellipses), previous/next, and the 10/20/50/100 page-size select.
 */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  pageSize,
  onPageSizeChange,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
  'aria-label': label = 'Pagination',
  className,
  ...rest
}: PaginationProps) {
  const classes = useStaticClasses(styles);
  return (
    <nav
      aria-label={label}
      className={
        className === undefined ? classes.pagination : `${classes.pagination} ${className}`
      }
      {...rest}
    >
      <ul className={classes.pages}>
        <li>
          <Button
            variant="tertiary"
            intent="ghost"
            size="icon-sm"
            aria-label="Previous page"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronGlyph direction="left" />
          </Button>
        </li>
        {paginationItems(page, totalPages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Button
                variant={item === page ? 'primary' : 'tertiary'}
                intent={item === page ? 'default' : 'ghost'}
                size="icon-sm"
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onPageChange(item)}
              >
                {item}
              </Button>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className={classes.ellipsis}>
              …
            </li>
          ),
        )}
        <li>
          <Button
            variant="tertiary"
            intent="ghost"
            size="icon-sm"
            aria-label="Next page"
            disabled={page >= totalPages}
            onClick={() => onPageChange(page + 1)}
          >
            <ChevronGlyph direction="right" />
          </Button>
        </li>
      </ul>
      {pageSize !== undefined && onPageSizeChange !== undefined && (
        <Select
          size="sm"
          aria-label="Rows per page"
          value={String(pageSize)}
          options={pageSizeOptions.map((size) => ({
            value: String(size),
            label: `${size} / page`,
          }))}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
        />
      )}
    </nav>
  );
}
