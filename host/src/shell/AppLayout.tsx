import { useCallback, useState } from 'react';
import { Outlet, useMatches } from 'react-router';
import { currentHandle } from '../app/route-handle.ts';
import { AppBreadcrumb } from './AppBreadcrumb.tsx';
import { CommandPaletteLauncher } from './command-palette/CommandPaletteLauncher.tsx';
import { Header } from './header/Header.tsx';
import { MOBILE_BAR_HEIGHT } from './layout-sizes.ts';
import { MobileNav } from './MobileNav.tsx';
import { OfflineNotice } from '../offline/OfflineNotice.tsx';
import { useAlertNotificationClicks } from '../offline/use-alert-notification-clicks.ts';
import { PremiumBanner } from './PremiumBanner.tsx';
import { Sidebar } from './Sidebar.tsx';

/** Header, left navigation and the main area that starts with the breadcrumb (spec §2). */
export function AppLayout() {
  const crumb = currentHandle(useMatches())?.crumb ?? null;
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleMenu = useCallback(() => setMenuOpen((open) => !open), []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useAlertNotificationClicks();

  return (
    <div
      css={(theme) => ({
        display: 'grid',
        gridTemplateColumns: '232px minmax(0, 1fr)',
        gridTemplateRows: 'auto 1fr',
        minHeight: '100vh',
        [`@media (max-width: ${theme.breakpoints.mobile}px)`]: {
          gridTemplateColumns: 'minmax(0, 1fr)',
          paddingBottom: MOBILE_BAR_HEIGHT,
        },
      })}
    >
      <Header />
      <aside
        css={(theme) => ({
          padding: theme.spacing.md,
          borderRight: `1px solid ${theme.colors.border}`,
          [`@media (max-width: ${theme.breakpoints.mobile}px)`]: { display: 'none' },
        })}
      >
        <Sidebar />
      </aside>
      <main id="main-content" tabIndex={-1} css={{ minWidth: 0, outline: 'none' }}>
        <div
          css={(theme) => ({
            display: 'none',
            [`@media (max-width: ${theme.breakpoints.mobile}px)`]: { display: 'block' },
          })}
        >
          <PremiumBanner />
        </div>
        <AppBreadcrumb current={crumb} />
        <Outlet />
      </main>
      <MobileNav menuOpen={menuOpen} onToggleMenu={toggleMenu} onCloseMenu={closeMenu} />
      <CommandPaletteLauncher />
      <OfflineNotice />
    </div>
  );
}
