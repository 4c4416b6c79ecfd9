import type { Theme } from '@emotion/react';
import {
  autoUpdate,
  flip,
  FloatingPortal,
  offset,
  safePolygon,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useRole,
  type Placement,
} from '@floating-ui/react';
import { useState, type ReactNode } from 'react';
import { POPOVER_OFFSET, type PopoverTriggerProps } from '../popover/Popover.tsx';

/** A short pause before a hover opens it, so moving the pointer across a table opens nothing. */
const HOVER_DELAY_MS = 150;

export interface TooltipProps {
  /** Renders the trigger (a focusable element) from the props it must spread. */
  trigger: (props: PopoverTriggerProps) => ReactNode;
  /** What the tooltip says; it describes the trigger (aria-describedby). */
  children: ReactNode;
  placement?: Placement;
}

/**
 * A tooltip on the Popover's floating-ui setup: it opens on hover (after a short pause), on
 * keyboard focus and on a tap (touch screens have no hover), closes on Escape, an outside
 * press or leaving, and describes its trigger for assistive technology.
 */
export function Tooltip({ trigger, children, placement = 'top' }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const {
    refs: { setReference, setFloating },
    floatingStyles,
    context,
  } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    middleware: [offset(POPOVER_OFFSET), flip(), shift({ padding: POPOVER_OFFSET })],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, { delay: { open: HOVER_DELAY_MS }, handleClose: safePolygon() }),
    useFocus(context),
    // Mouse users have the hover; a tap or Enter toggles it.
    useClick(context, { ignoreMouse: true }),
    useDismiss(context),
    useRole(context, { role: 'tooltip' }),
  ]);
  return (
    <>
      {trigger({ ref: setReference, ...getReferenceProps() })}
      {open && (
        <FloatingPortal>
          <div
            ref={setFloating}
            style={floatingStyles}
            css={(theme: Theme) => ({
              zIndex: theme.zIndices.popover,
              maxWidth: 'min(320px, calc(100vw - 16px))',
              padding: `${theme.spacing.sm}px ${theme.spacing.md}px`,
              borderRadius: theme.radii.md,
              border: `1px solid ${theme.colors.border}`,
              background: theme.colors.surfaceRaised,
              color: theme.colors.text,
              boxShadow: theme.colors.shadow,
              fontSize: theme.fontSizes.xs,
              lineHeight: theme.lineHeights.normal,
            })}
            {...getFloatingProps()}
          >
            {children}
          </div>
        </FloatingPortal>
      )}
    </>
  );
}
