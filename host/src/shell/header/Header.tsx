import { Link } from 'react-router';
import { routeTo } from '@flowscope/shared-api';
import { useThemeStore } from '../theme-store.ts';
import { useIconButtonClassName } from './icon-button.ts';
import { SearchBox } from './SearchBox.tsx';
import { SignInControl } from './SignInControl.tsx';
import { NotificationBell } from './NotificationBell.tsx';
import { TimeZoneSettings } from './TimeZoneSettings.tsx';
import {
  MoonGlyph,
  StarGlyph,
  staticStyles,
  SunGlyph,
  useStaticClasses,
} from '@flowscope/shared-ui';

const styles = staticStyles((theme) => {
  const phone = `@media (max-width: ${theme.breakpoints.mobile}px)`;
  return {
    header: {
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
      [phone]: {
        position: 'static',
        gap: theme.spacing.xs,
        padding: `${theme.spacing.xs}px ${theme.spacing.xs}px ${theme.spacing.sm}px`,
        '& > form[role="search"]': { order: 3, flexBasis: '100%', maxWidth: 'none' },
      },
    },
    skipLink: { position: 'absolute', left: -9999, '&:focus': { left: 8, top: 8, zIndex: 30 } },
    brand: {
      fontWeight: 800,
      fontSize: theme.fontSizes.h4,
      textDecoration: 'none',
      // With the five controls on a 375 px row, so a phone's header stays two rows.
      [phone]: { fontSize: theme.fontSizes.md },
    },
    controls: {
      display: 'flex',
      alignItems: 'center',
      gap: theme.spacing.xs,
      marginLeft: 'auto',
      [phone]: { gap: theme.spacing.xxs },
    },
  };
});

/** Search, favourites star, bell, settings ('Times in'), theme toggle and the sign-in control. */
export function Header() {
  const classes = useStaticClasses(styles);
  const iconButton = useIconButtonClassName();
  const mode = useThemeStore((state) => state.mode);
  const toggleTheme = useThemeStore((state) => state.toggle);
  return (
    <header className={classes.header}>
      <a href="#main-content" className={classes.skipLink}>
        Skip to content
      </a>
      <Link to="/" className={classes.brand}>
        Flowscope
      </Link>
      <SearchBox />
      <div className={classes.controls}>
        <Link
          to={routeTo.screen('favorites')}
          aria-label="Favorites"
          title="Favorites"
          className={iconButton}
        >
          <StarGlyph size={18} />
        </Link>
        <NotificationBell />
        <TimeZoneSettings />
        <button
          type="button"
          onClick={toggleTheme}
          aria-label={mode === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}
          title={mode === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}
          className={iconButton}
        >
          {mode === 'dark' ? <SunGlyph size={18} /> : <MoonGlyph size={18} />}
        </button>
        <SignInControl />
      </div>
    </header>
  );
}
