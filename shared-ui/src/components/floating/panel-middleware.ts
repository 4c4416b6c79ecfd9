import { flip, offset, shift, size, type Middleware } from '@floating-ui/react';
import { POPOVER_OFFSET, type PanelFit } from './floating-options.ts';

/**
 * The one positioning of every anchored panel: `gap` from its anchor, flipped to the other
 * side when there is no room, slid to stay in the window and sized to the room left (a long
 * panel scrolls inside the window instead of running past its edge, where nothing in it could
 * be reached). Each keeps POPOVER_OFFSET from the window's edges.
 */
export function panelMiddleware(gap: number, fit: PanelFit): Middleware[] {
  return [
    offset(gap),
    flip({ padding: POPOVER_OFFSET }),
    shift({ padding: POPOVER_OFFSET, crossAxis: fit.whole === true }),
    size({
      padding: POPOVER_OFFSET,
      apply({ rects, availableWidth, availableHeight, elements }) {
        const { style } = elements.floating;
        if (fit.width === 'anchor') style.width = `${rects.reference.width}px`;
        if (fit.width === 'at-least-anchor') style.minWidth = `${rects.reference.width}px`;
        if (fit.whole) style.maxWidth = `${Math.max(0, availableWidth)}px`;
        if (fit.height) {
          const room = Math.min(fit.height.max ?? Infinity, availableHeight);
          style.maxHeight = `${Math.max(fit.height.min, room)}px`;
        }
      },
    }),
  ];
}
