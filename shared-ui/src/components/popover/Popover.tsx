import type { Theme } from '@emotion/react';
import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingPortal,
  offset,
  shift,
  size,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
  type Placement,
} from '@floating-ui/react';
import { useState, type ReactNode } from 'react';

/** Gap between the trigger and the popover, in pixels (spec §9). */
export const POPOVER_OFFSET = 8;
/** However little room there is, a popover shows this much (and scrolls). */
const MIN_POPOVER_HEIGHT = 160;

/** Spread onto the element that opens the popover; carries its ref and ARIA state. */
export type PopoverTriggerProps = Record<string, unknown> & {
  ref: (node: HTMLElement | null) => void;
};

export interface PopoverProps {
  /** Renders the trigger, usually a Button, from the props it must spread. */
  trigger: (props: PopoverTriggerProps) => ReactNode;
  /** The content, or a function of `close` for content with its own Close button. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Accessible name of the popover dialog. */
  label: string;
  placement?: Placement;
  /** Controlled state; leave both out to let the popover manage itself. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * A non-modal dialog anchored to its trigger. floating-ui positions it (flipping and shifting
 * to stay on screen), closes it on Escape or an outside click and returns focus to the
 * trigger.
 */
export function Popover({
  trigger,
  children,
  label,
  placement = 'bottom-start',
  open: controlledOpen,
  onOpenChange,
}: PopoverProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const open = controlledOpen ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  const {
    refs: { setReference, setFloating },
    floatingStyles,
    context,
  } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    middleware: [
      offset(POPOVER_OFFSET),
      flip(),
      shift({ padding: POPOVER_OFFSET }),
      // A long popover (a table's many columns) scrolls inside the window's room instead
      // of running past its edge, where nothing in it could be reached.
      size({
        padding: POPOVER_OFFSET,
        apply({ availableHeight, elements }) {
          elements.floating.style.maxHeight = `${Math.max(MIN_POPOVER_HEIGHT, availableHeight)}px`;
        },
      }),
    ],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useClick(context),
    useDismiss(context),
    useRole(context, { role: 'dialog' }),
  ]);

  const close = () => setOpen(false);
  return (
    <>
      {trigger({ ref: setReference, ...getReferenceProps() })}
      {open && (
        <FloatingPortal>
          <FloatingFocusManager context={context} modal={false}>
            <div
              ref={setFloating}
              aria-label={label}
              style={floatingStyles}
              css={(theme: Theme) => ({
                zIndex: theme.zIndices.popover,
                maxWidth: 'min(420px, calc(100vw - 16px))',
                overflowY: 'auto',
                padding: theme.spacing.lg,
                borderRadius: theme.radii.lg,
                border: `1px solid ${theme.colors.border}`,
                background: theme.colors.surfaceRaised,
                color: theme.colors.text,
                boxShadow: theme.colors.shadow,
              })}
              {...getFloatingProps()}
            >
              {typeof children === 'function' ? children(close) : children}
            </div>
          </FloatingFocusManager>
        </FloatingPortal>
      )}
    </>
  );
}
