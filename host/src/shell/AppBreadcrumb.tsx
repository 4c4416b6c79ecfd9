import { Link } from 'react-router';

/** Home first, then the current route's label (spec §2, layout). */
export function AppBreadcrumb({ current }: { current: string | null }) {
  return (
    <nav
      aria-label="Breadcrumb"
      css={(theme) => ({ padding: `${theme.spacing.md}px ${theme.spacing.lg}px` })}
    >
      <ol
        css={(theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          gap: theme.spacing.sm,
          listStyle: 'none',
          margin: 0,
          padding: 0,
          fontSize: theme.fontSizes.sm,
          color: theme.colors.textMuted,
        })}
      >
        <li>
          <Link to="/" aria-current={current === null || current === 'Home' ? 'page' : undefined}>
            Home
          </Link>
        </li>
        {current && current !== 'Home' && (
          <li aria-current="page" css={(theme) => ({ color: theme.colors.text })}>
            <span aria-hidden="true" css={(theme) => ({ marginRight: theme.spacing.sm })}>
              /
            </span>
            {current}
          </li>
        )}
      </ol>
    </nav>
  );
}
