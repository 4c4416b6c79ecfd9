import type { CSSObject } from '@emotion/react';
import type { StaticTheme } from '../../theme/static-theme.ts';

/**
 * The raised card every floating panel is drawn as: above the page, bordered, shadowed. Pass it
 * the static theme inside `staticStyles`, or emotion's theme through a `css` prop.
 */
export function floatingSurface(theme: StaticTheme): CSSObject {
  return {
    zIndex: theme.zIndices.popover,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surfaceRaised,
    color: theme.colors.text,
    boxShadow: theme.colors.shadow,
  };
}
