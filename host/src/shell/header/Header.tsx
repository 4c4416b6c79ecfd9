import { useTheme, type CSSObject, type Theme } from '@emotion/react';
import { Link } from 'react-router';
import { routeTo } from '@flowscope/shared-api';
import { useThemeStore } from '../theme-store.ts';
import { SearchBox } from './SearchBox.tsx';
import { SignInControl } from './SignInControl.tsx';
import { NotificationBell } from './NotificationBell.tsx';
import { TimeZoneSettings } from './TimeZoneSettings.tsx';
import { MoonGlyph, StarGlyph, SunGlyph } from '@flowscope/shared-ui';

/** The header's round icon buttons; a little smaller on a phone so one row holds them all. */
function iconButtonStyles(theme: Theme): CSSObject {
  return {
    display: 'inline-grid',
    placeItems: 'center',
    width: 36,
    height: 36,
    borderRadius: 8,
    border: '1px solid transparent',
    background: 'transparent',
    color: 'inherit',
    textDecoration: 'none',
    cursor: 'pointer',
    font: 'inherit',
    [`@media (max-width: ${theme.breakpoints.mobile}px)`]: { width: 28, height: 28 },
  };
}

/** Search, favourites star, bell, settings ('Times in'), theme toggle and the sign-in control. */
export function Header() {
  const iconButton = iconButtonStyles(useTheme());
  const mode = useThemeStore((state) => state.mode);
  const toggleTheme = useThemeStore((state) => state.toggle);
  return (
    <header
      css={(theme) => ({
        gridColumn: '1 / -1',
        position: 'sticky',
        top: 0,
        zIndex: 10,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: theme.spacing.md,
        padding: `${theme.spacing.sm}px ${theme.spacing.lg}px`,
        borderBottom: `1px solid ${theme.colors.border}`,
        background: theme.colors.surface,
        // A phone gets two short rows (brand and controls, then search) that scroll away:
        // a sticky three-row header took a sixth of the screen, and the bottom bar navigates.
        [`@media (max-width: ${theme.breakpoints.mobile}px)`]: {
          position: 'static',
          gap: theme.spacing.xs,
          padding: `${theme.spacing.xs}px ${theme.spacing.xs}px ${theme.spacing.sm}px`,
          '& > form[role="search"]': { order: 3, flexBasis: '100%', maxWidth: 'none' },
        },
      })}
    >
      <a
        href="#main-content"
        css={{ position: 'absolute', left: -9999, '&:focus': { left: 8, top: 8, zIndex: 30 } }}
      >
        Skip to content
      </a>
      <Link
        to="/"
        css={(theme) => ({
          fontWeight: 800,
          fontSize: theme.fontSizes.h4,
          textDecoration: 'none',
          // With the five controls on a 375 px row, so a phone's header stays two rows.
          [`@media (max-width: ${theme.breakpoints.mobile}px)`]: { fontSize: theme.fontSizes.md },
        })}
      >
        Flowscope
      </Link>
      <SearchBox />
      <div
        css={(theme) => ({
          display: 'flex',
          alignItems: 'center',
          gap: theme.spacing.xs,
          marginLeft: 'auto',
          [`@media (max-width: ${theme.breakpoints.mobile}px)`]: { gap: theme.spacing.xxs },
        })}
      >
        <Link
          to={routeTo.screen('favorites')}
          aria-label="Favorites"
          title="Favorites"
          css={iconButton}
        >
          <StarGlyph size={18} />
        </Link>
        <NotificationBell buttonStyle={iconButton} />
        <TimeZoneSettings buttonStyle={iconButton} />
        <button
          type="button"
          onClick={toggleTheme}
          aria-label={mode === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}
          title={mode === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}
          css={iconButton}
        >
          {mode === 'dark' ? <SunGlyph size={18} /> : <MoonGlyph size={18} />}
        </button>
        <SignInControl />
      </div>
    </header>
  );
}
