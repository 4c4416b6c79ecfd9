import { Link, NavLink, Outlet, useMatches } from 'react-router';
import { useViewerLabel } from '@flowscope/shared-api';
import { currentHandle } from '../app/route-handle.ts';
import { NAV_SECTIONS } from './navigation.ts';

export function AppLayout() {
  const crumb = currentHandle(useMatches())?.crumb ?? null;
  const viewer = useViewerLabel();
  return (
    <div
      css={{
        display: 'grid',
        gridTemplateColumns: '240px 1fr',
        gridTemplateRows: 'auto 1fr',
        minHeight: '100vh',
      }}
    >
      <header
        css={(theme) => ({
          gridColumn: '1 / -1',
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          padding: `${theme.spacing.md}px ${theme.spacing.lg}px`,
          borderBottom: `1px solid ${theme.colors.border}`,
        })}
      >
        <Link to="/" css={{ fontWeight: 700, textDecoration: 'none' }}>
          Flowscope
        </Link>
        <span data-testid="shell-viewer">{viewer}</span>
      </header>
      <nav
        aria-label="Main"
        css={(theme) => ({
          padding: theme.spacing.lg,
          borderRight: `1px solid ${theme.colors.border}`,
        })}
      >
        {NAV_SECTIONS.map((section, index) => (
          <div key={section.title ?? `section-${index}`} data-section={section.title ?? undefined}>
            {section.title && (
              <h2 css={(theme) => ({ fontSize: theme.fontSizes.xs })}>{section.title}</h2>
            )}
            <ul css={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {section.items.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <main>
        <nav
          aria-label="Breadcrumb"
          css={(theme) => ({ padding: `${theme.spacing.md}px ${theme.spacing.lg}px` })}
        >
          <ol css={{ display: 'flex', gap: 8, listStyle: 'none', margin: 0, padding: 0 }}>
            <li>
              <Link to="/">Home</Link>
            </li>
            {crumb && crumb !== 'Home' && (
              <li aria-current="page">
                <span aria-hidden="true">/ </span>
                {crumb}
              </li>
            )}
          </ol>
        </nav>
        <Outlet />
      </main>
    </div>
  );
}
