import type { CSSObject, Theme } from '@emotion/react';

/** The raised card every floating panel is drawn as: above the page, bordered, shadowed. */
export function floatingSurface(theme: Theme): CSSObject {
  return {
    zIndex: theme.zIndices.popover,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surfaceRaised,
    color: theme.colors.text,
    boxShadow: theme.colors.shadow,
  };
}
