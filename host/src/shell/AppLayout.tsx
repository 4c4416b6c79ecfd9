import { useCallback, useState } from 'react';
import { Outlet, useMatches } from 'react-router';
import { staticStyles, useStaticClasses } from '@flowscope/shared-ui';
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

const styles = staticStyles((theme) => {
  const phone = `@media (max-width: ${theme.breakpoints.mobile}px)`;
  return {
    layout: {
      display: 'grid',
      gridTemplateColumns: '232px minmax(0, 1fr)',
      gridTemplateRows: 'auto 1fr',
      minHeight: '100vh',
      [phone]: { gridTemplateColumns: 'minmax(0, 1fr)', paddingBottom: MOBILE_BAR_HEIGHT },
    },
    sidebar: {
      padding: theme.spacing.md,
      borderRight: `1px solid ${theme.colors.border}`,
      [phone]: { display: 'none' },
    },
    main: { minWidth: 0, outline: 'none' },
    phoneBanner: { display: 'none', [phone]: { display: 'block' } },
  };
});

/** Header, left navigation and the main area that starts with the breadcrumb (spec §2). */
export function AppLayout() {
  const crumb = currentHandle(useMatches())?.crumb ?? null;
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleMenu = useCallback(() => setMenuOpen((open) => !open), []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useAlertNotificationClicks();
  const classes = useStaticClasses(styles);

  return (
    <div className={classes.layout}>
      <Header />
      <aside className={classes.sidebar}>
        <Sidebar />
      </aside>
      <main id="main-content" tabIndex={-1} className={classes.main}>
        <div className={classes.phoneBanner}>
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
