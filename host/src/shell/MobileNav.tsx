import { useEffect, useRef, type TouchEvent } from 'react';
import { NavLink } from 'react-router';
import { routeTo } from '@flowscope/shared-api';
import { focusableIn, staticStyles, useFocusTrap, useStaticClasses } from '@flowscope/shared-ui';
import { useScreenPrefetch } from '../remotes/use-screen-prefetch.ts';
import { MOBILE_BAR_HEIGHT } from './layout-sizes.ts';
import { PremiumBanner } from './PremiumBanner.tsx';
import { Sidebar } from './Sidebar.tsx';
import { swipeDirection } from './swipe.ts';

const styles = staticStyles((theme) => ({
  mobileNav: {
    display: 'none',
    [`@media (max-width: ${theme.breakpoints.mobile}px)`]: { display: 'block' },
  },
  menu: {
    position: 'fixed',
    inset: `0 0 ${MOBILE_BAR_HEIGHT}px 0`,
    zIndex: 20,
    overflowY: 'auto',
    padding: theme.spacing.lg,
    background: theme.colors.background,
  },
  bar: {
    position: 'fixed',
    insetInline: 0,
    bottom: 0,
    zIndex: 21,
    height: MOBILE_BAR_HEIGHT,
    display: 'grid',
    gridTemplateColumns: 'repeat(3, 1fr)',
    borderTop: `1px solid ${theme.colors.border}`,
    background: theme.colors.surface,
    '& > a, & > button': {
      display: 'grid',
      placeItems: 'center',
      border: 'none',
      background: 'transparent',
      color: theme.colors.text,
      font: 'inherit',
      fontSize: theme.fontSizes.sm,
      textDecoration: 'none',
      cursor: 'pointer',
    },
    '& > a[aria-current="page"]': { color: theme.colors.link, fontWeight: 600 },
  },
}));

interface MobileNavProps {
  menuOpen: boolean;
  onToggleMenu: () => void;
  onCloseMenu: () => void;
}

const MENU_ID = 'mobile-menu';

/** Mobile only: a bottom bar (top holdings CEX, premium, menu) and a full-screen menu. */
export function MobileNav({ menuOpen, onToggleMenu, onCloseMenu }: MobileNavProps) {
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  // The menu is modal: Tab cycles through it and the bar that holds its Close button.
  useFocusTrap([menuRef, barRef], menuOpen);
  const topHoldings = routeTo.screen('topHoldingsCex');
  const premium = routeTo.screen('premium');
  const prefetchTopHoldings = useScreenPrefetch(topHoldings);
  const prefetchPremium = useScreenPrefetch(premium);
  const classes = useStaticClasses(styles);

  useEffect(() => {
    if (!menuOpen) return undefined;
    const menu = menuRef.current;
    focusableIn([menu])[0]?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseMenu();
    };
    document.addEventListener('keydown', onKey);
    const menuButton = menuButtonRef.current;
    const bar = barRef.current;
    return () => {
      document.removeEventListener('keydown', onKey);
      // Back to the Menu button, unless a chosen link moved focus on purpose. Focus left in
      // the menu or in the bar around it (the trap cycles through both) goes back too.
      const focus = document.activeElement;
      if (
        focus === null ||
        focus === document.body ||
        menu?.contains(focus) ||
        bar?.contains(focus)
      ) {
        menuButton?.focus();
      }
    };
  }, [menuOpen, onCloseMenu]);

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (
      start &&
      touch &&
      swipeDirection(touch.clientX - start.x, touch.clientY - start.y) === 'left'
    ) {
      onCloseMenu();
    }
  };

  return (
    <div className={classes.mobileNav}>
      {menuOpen && (
        <div
          id={MENU_ID}
          ref={menuRef}
          role="dialog"
          aria-modal="true"
          aria-label="Menu"
          onTouchStart={onTouchStart}
          onTouchEnd={onTouchEnd}
          className={classes.menu}
        >
          <Sidebar onNavigate={onCloseMenu} />
          <PremiumBanner />
        </div>
      )}
      <nav ref={barRef} aria-label="Mobile" className={classes.bar}>
        <NavLink to={topHoldings} onClick={onCloseMenu} {...prefetchTopHoldings}>
          Top Holdings
        </NavLink>
        <NavLink to={premium} onClick={onCloseMenu} {...prefetchPremium}>
          Premium
        </NavLink>
        <button
          ref={menuButtonRef}
          type="button"
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          onClick={onToggleMenu}
        >
          {menuOpen ? 'Close' : 'Menu'}
        </button>
      </nav>
    </div>
  );
}
