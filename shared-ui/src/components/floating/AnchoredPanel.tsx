import {
  autoUpdate,
  FloatingFocusManager,
  FloatingPortal,
  safePolygon,
  useDismiss,
  useFloating,
  useHover,
  useInteractions,
} from '@floating-ui/react';
import { useLayoutEffect } from 'react';
import { useColorScopeStyle } from '../../theme/static-theme.ts';
import { POPOVER_OFFSET, type AnchoredPanelProps } from './floating-options.ts';
import { panelMiddleware } from './panel-middleware.ts';

/**
 * An open panel anchored to its trigger, through floating-ui: positioned (and kept so while
 * the page scrolls or resizes), portalled above the page, dismissed by Escape or a press
 * outside, with the focus handled as `focus` says. Mounted only while open; the trigger and
 * its open state stay with the light component that renders it.
 */
export function AnchoredPanel({
  anchor,
  onDismiss,
  placement = 'bottom-start',
  gap = POPOVER_OFFSET,
  fit = {},
  focus = 'none',
  closeOnLeave = false,
  openEvent,
  children,
}: AnchoredPanelProps) {
  const { refs, floatingStyles, context } = useFloating({
    open: true,
    onOpenChange: (open) => {
      if (!open) onDismiss();
    },
    elements: { reference: anchor },
    placement,
    middleware: panelMiddleware(gap, fit),
    whileElementsMounted: autoUpdate,
  });
  // The trigger opened it before this chunk was here: floating-ui's hover rules still need to
  // know how (a hover-opened card closes when the pointer leaves, a tapped one stays).
  const { dataRef } = context;
  useLayoutEffect(() => {
    dataRef.current.openEvent = openEvent;
  }, [dataRef, openEvent]);
  const { getFloatingProps } = useInteractions([
    useDismiss(context),
    useHover(context, { enabled: closeOnLeave, handleClose: safePolygon() }),
  ]);

  const colorScope = useColorScopeStyle();
  const panel = children({
    ref: refs.setFloating,
    style: { ...colorScope, ...floatingStyles },
    ...getFloatingProps(),
  });
  return (
    <FloatingPortal>
      {focus === 'none' ? (
        panel
      ) : (
        <FloatingFocusManager context={context} modal={focus === 'modal'}>
          {panel}
        </FloatingFocusManager>
      )}
    </FloatingPortal>
  );
}
