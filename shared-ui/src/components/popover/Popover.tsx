import { useId, useState, type ReactNode } from 'react';
import { staticStyles, useStaticClasses } from '../../styles/static-styles.ts';
import { type PanelPlacement } from '../floating/floating-options.ts';
import { floatingSurface } from '../floating/floating-surface.ts';
import { LazyAnchoredPanel, preloadFloating } from '../floating/lazy-floating.tsx';
import { useElementState } from '../../hooks/use-element-state.ts';

export { POPOVER_OFFSET } from '../floating/floating-options.ts';

/** However little room there is, a popover shows this much (and scrolls). */
const MIN_POPOVER_HEIGHT = 160;

const styles = staticStyles((theme) => ({
  dialog: {
    ...floatingSurface(theme),
    maxWidth: 'min(420px, calc(100vw - 16px))',
    overflowY: 'auto',
    padding: theme.spacing.lg,
    borderRadius: theme.radii.lg,
  },
}));

/** Spread onto the element that opens the popover; carries its ref, ARIA state and handlers. */
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
  placement?: PanelPlacement;
  /** Controlled state; leave both out to let the popover manage itself. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * A non-modal dialog anchored to its trigger: a click on the trigger toggles it; it flips and
 * shifts to stay on screen, closes on Escape or an outside click and returns focus to the
 * trigger. The trigger (with its ARIA state) renders at once; the dialog's floating part is
 * fetched when it first opens, or earlier when the pointer or the focus reaches the trigger.
 */
export function Popover({
  trigger,
  children,
  label,
  placement = 'bottom-start',
  open: controlledOpen,
  onOpenChange,
}: PopoverProps) {
  const classes = useStaticClasses(styles);
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const open = controlledOpen ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  const [anchor, setAnchor] = useElementState<HTMLElement>();
  const dialogId = useId();

  const close = () => setOpen(false);
  return (
    <>
      {trigger({
        ref: setAnchor,
        'aria-haspopup': 'dialog',
        'aria-expanded': open,
        'aria-controls': open ? dialogId : undefined,
        onClick: () => setOpen(!open),
        onPointerEnter: preloadFloating,
        onFocus: preloadFloating,
      })}
      {open && (
        <LazyAnchoredPanel
          anchor={anchor}
          onDismiss={close}
          placement={placement}
          fit={{ height: { min: MIN_POPOVER_HEIGHT } }}
          focus="non-modal"
        >
          {(panel) => (
            <div
              {...panel}
              id={dialogId}
              role="dialog"
              aria-label={label}
              className={classes.dialog}
            >
              {typeof children === 'function' ? children(close) : children}
            </div>
          )}
        </LazyAnchoredPanel>
      )}
    </>
  );
}
