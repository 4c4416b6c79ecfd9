import { staticStyles, useStaticClasses } from '@flowscope/shared-ui';

const styles = staticStyles((theme) => ({
  iconButton: {
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
  },
}));

/**
 * The class of the header's round icon buttons (favourites, bell, settings, theme toggle); a
 * little smaller on a phone so one row holds them all.
 */
export function useIconButtonClassName(): string {
  return useStaticClasses(styles).iconButton;
}
