import type { CSSProperties, ReactElement, RefObject } from 'react';

/**
 * What a popover-like component asks of the one floating setup (AnchoredPanel, ModalLayer), in
 * words of its own: nothing here loads floating-ui, so the closed component that imports
 * these stays out of the floating chunk.
 */

/** Gap between the trigger and the popover, in pixels (spec §9); also kept from the window's edges. */
export const POPOVER_OFFSET = 8;
/** A dropdown list sits closer to its field than a popover to its trigger. */
export const LIST_OFFSET = 4;

type Side = 'top' | 'right' | 'bottom' | 'left';
/** Where a panel sits against its anchor; it flips to the other side when there is no room. */
export type PanelPlacement = Side | `${Side}-start` | `${Side}-end`;

/** How a panel is sized against its anchor and the room the window leaves. */
export interface PanelFit {
  /** Its width: exactly the anchor's (a search field's options), or at least it (a select's). */
  width?: 'anchor' | 'at-least-anchor';
  /** Never taller than the room left in the window (it scrolls), within these bounds. */
  height?: { min: number; max?: number };
  /** Kept whole in the window: never wider than the room left, and slid along both axes. */
  whole?: boolean;
}

/**
 * Where the focus goes: it stays on the trigger ('none', a field's list or a tooltip), moves
 * in and leaves freely ('non-modal', which closes the panel), or is held inside ('modal').
 * Outside 'none', it returns to the trigger on closing.
 */
type PanelFocus = 'none' | 'non-modal' | 'modal';

/** Spread onto the floating element a component renders: its ref, ARIA and handlers. */
type FloatingElementProps = Record<string, unknown> & {
  ref: (node: HTMLElement | null) => void;
};
/** An anchored panel's element also takes its position. */
type PositionedElementProps = FloatingElementProps & { style: CSSProperties };

export interface AnchoredPanelProps {
  /** The element it sits against (a trigger, a field); pressing it does not count as outside. */
  anchor: HTMLElement | null;
  /** Asked for by Escape, a press outside, the focus leaving or (`closeOnLeave`) the pointer. */
  onDismiss: () => void;
  placement?: PanelPlacement;
  gap?: number;
  fit?: PanelFit;
  focus?: PanelFocus;
  /**
   * A hover card (the tooltip): the pointer leaving closes it, unless on its way to the panel,
   * and unless a tap or a click opened it (`openEvent`).
   */
  closeOnLeave?: boolean;
  /** The event that opened it, when the trigger itself opened it (hover, focus, click). */
  openEvent?: Event;
  /** Renders the floating element from the props it must spread. */
  children: (panel: PositionedElementProps) => ReactElement;
}

export interface ModalLayerProps {
  open: boolean;
  /** Asked for by Escape or a press on the backdrop. */
  onClose: () => void;
  /** The backdrop's class (its look); it covers the window and holds the dialog. */
  overlayClassName: string;
  initialFocus?: RefObject<HTMLElement | null> | number;
  returnFocus?: RefObject<HTMLElement | null>;
  /** Renders the dialog from the props it must spread. */
  children: (dialog: FloatingElementProps) => ReactElement;
}
