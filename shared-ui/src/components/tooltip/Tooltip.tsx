import { useId, type ReactNode } from 'react';
import { staticStyles, useStaticClasses } from '../../styles/static-styles.ts';
import type { PanelPlacement } from '../floating/floating-options.ts';
import { floatingSurface } from '../floating/floating-surface.ts';
import { LazyAnchoredPanel } from '../floating/lazy-floating.tsx';
import type { PopoverTriggerProps } from '../popover/Popover.tsx';
import { useTooltipOpening } from './use-tooltip-opening.ts';
import { useElementState } from '../../hooks/use-element-state.ts';

const styles = staticStyles((theme) => ({
  bubble: {
    ...floatingSurface(theme),
    maxWidth: 'min(320px, calc(100vw - 16px))',
    padding: `${theme.spacing.sm}px ${theme.spacing.md}px`,
    borderRadius: theme.radii.md,
    fontSize: theme.fontSizes.xs,
    lineHeight: theme.lineHeights.normal,
  },
}));

export interface TooltipProps {
  /** Renders the trigger (a focusable element) from the props it must spread. */
  trigger: (props: PopoverTriggerProps) => ReactNode;
  /** What the tooltip says; it describes the trigger (aria-describedby). */
  children: ReactNode;
  placement?: PanelPlacement;
}

/**
 * A tooltip on the popovers' floating setup: it opens on hover (after a short pause), on
 * keyboard focus and on a tap (touch screens have no hover), closes on Escape, an outside
 * press or leaving, and describes its trigger for assistive technology. The bubble's floating
 * part is fetched when the pointer or the focus first reaches a trigger.
 */
export function Tooltip({ trigger, children, placement = 'top' }: TooltipProps) {
  const classes = useStaticClasses(styles);
  const [anchor, setAnchor] = useElementState<HTMLElement>();
  const { open, openEvent, close, triggerProps, onBubble } = useTooltipOpening(anchor);
  const bubbleId = useId();
  return (
    <>
      {trigger({
        ref: setAnchor,
        'aria-describedby': open ? bubbleId : undefined,
        ...triggerProps,
      })}
      {open && (
        <LazyAnchoredPanel
          anchor={anchor}
          onDismiss={close}
          placement={placement}
          closeOnLeave
          openEvent={openEvent}
        >
          {({ ref, ...panel }) => (
            <div
              {...panel}
              ref={(node) => {
                ref(node);
                onBubble(node);
              }}
              id={bubbleId}
              role="tooltip"
              className={classes.bubble}
            >
              {children}
            </div>
          )}
        </LazyAnchoredPanel>
      )}
    </>
  );
}
