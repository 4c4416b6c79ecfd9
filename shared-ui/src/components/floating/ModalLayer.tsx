import {
  FloatingFocusManager,
  FloatingOverlay,
  FloatingPortal,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
  useTransitionStyles,
} from '@floating-ui/react';
import { useColorScopeStyle } from '../../theme/static-theme.ts';
import { durations } from '../../theme/tokens.ts';
import type { ModalLayerProps } from './floating-options.ts';

/**
 * A modal dialog's layer, through floating-ui: it traps the focus inside (and returns it to
 * the opener, or to `returnFocus`), locks page scroll while mounted, closes on Escape or a
 * backdrop press and stays mounted for the fade-out (spec §4, `durations.modal`) once `open`
 * turns false.
 */
export function ModalLayer({
  open,
  onClose,
  overlayClassName,
  initialFocus,
  returnFocus,
  children,
}: ModalLayerProps) {
  const { refs, context } = useFloating({
    open,
    onOpenChange: (next) => {
      if (!next) onClose();
    },
  });
  const { getFloatingProps } = useInteractions([
    useDismiss(context, { outsidePressEvent: 'mousedown' }),
    useRole(context, { role: 'dialog' }),
  ]);
  const { isMounted, styles: fade } = useTransitionStyles(context, {
    duration: durations.modal,
    initial: { opacity: 0 },
  });
  const colorScope = useColorScopeStyle();
  if (!isMounted) return null;

  return (
    <FloatingPortal>
      <FloatingOverlay
        lockScroll
        style={{ ...colorScope, ...fade }}
        data-state={open ? 'open' : 'closing'}
        className={overlayClassName}
      >
        <FloatingFocusManager
          context={context}
          modal
          initialFocus={initialFocus}
          // Read on the closing render: the action that removes the opener sets it first.
          returnFocus={returnFocus?.current ? returnFocus : true}
        >
          {children({ ref: refs.setFloating, ...getFloatingProps() })}
        </FloatingFocusManager>
      </FloatingOverlay>
    </FloatingPortal>
  );
}
