import { useEffect, useRef, type TouchEvent } from 'react';
import { NavLink } from 'react-router';
import { routeTo } from '@flowscope/shared-api';
import { PremiumBanner } from './PremiumBanner.tsx';
import { Sidebar } from './Sidebar.tsx';
import { swipeDirection } from './swipe.ts';

interface MobileNavProps {
  menuOpen: boolean;
  onToggleMenu: () => void;
  onCloseMenu: () => void;
}

const MENU_ID = 'mobile-menu';

/** Mobile only: a bottom bar (top holdings CEX, premium, menu) and a full-screen menu. */
export function MobileNav({ menuOpen, onToggleMenu, onCloseMenu }: MobileNavProps) {
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseMenu();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
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
    <div
      css={(theme) => ({
        display: 'none',
        [`@media (max-width: ${theme.breakpoints.mobile}px)`]: { display: 'block' },
      })}
    >
      {menuOpen && (
        <div
          id={MENU_ID}
          role="dialog"
          aria-modal="true"
          aria-label="Menu"
          onTouchStart={onTouchStart}
          onTouchEnd={onTouchEnd}
          css={(theme) => ({
            position: 'fixed',
            inset: '0 0 56px 0',
            zIndex: 20,
            overflowY: 'auto',
            padding: theme.spacing.lg,
            background: theme.colors.background,
          })}
        >
          <Sidebar onNavigate={onCloseMenu} />
          <PremiumBanner />
        </div>
      )}
      <nav
        aria-label="Mobile"
        css={(theme) => ({
          position: 'fixed',
          insetInline: 0,
          bottom: 0,
          zIndex: 21,
          height: 56,
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
          '& > a[aria-current="page"]': { color: theme.colors.accent, fontWeight: 600 },
        })}
      >
        <NavLink to={routeTo.screen('topHoldingsCex')} onClick={onCloseMenu}>
          Top Holdings
        </NavLink>
        <NavLink to={routeTo.screen('premium')} onClick={onCloseMenu}>
          Premium
        </NavLink>
        <button
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
