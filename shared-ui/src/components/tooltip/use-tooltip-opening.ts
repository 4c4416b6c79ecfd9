import {
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { preloadFloating } from '../floating/lazy-floating.tsx';

/** A short pause before a hover opens it, so moving the pointer across a table opens nothing. */
export const HOVER_DELAY_MS = 150;

/** Focus from the keyboard, not from a click (which has the hover). */
function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

const isClickLike = (event: Event | undefined) => event?.type === 'click';

export interface TooltipOpening {
  open: boolean;
  /** What opened it: a click (a tap, Enter) keeps it open when the pointer leaves. */
  openEvent: Event | undefined;
  close: () => void;
  /** Spread onto the trigger. */
  triggerProps: {
    onPointerDown: (event: PointerEvent) => void;
    onPointerEnter: (event: PointerEvent) => void;
    onMouseEnter: (event: MouseEvent) => void;
    onMouseLeave: () => void;
    onFocus: (event: FocusEvent) => void;
    onBlur: (event: FocusEvent) => void;
    onKeyDown: () => void;
    onClick: (event: MouseEvent) => void;
  };
  /** The bubble's ref: once it is on screen, its floating layer decides on leaving. */
  onBubble: (node: HTMLElement | null) => void;
}

/**
 * When a tooltip opens, decided on its trigger without floating-ui (which arrives with the
 * bubble): a hover after a short pause, keyboard focus, or a tap or Enter (touch screens have
 * no hover), with the rules of floating-ui's useHover, useFocus and useClick that the tooltip
 * was first built on. Leaving the trigger closes it until the bubble's layer has loaded; from
 * then floating-ui's safe polygon lets the pointer cross to the bubble.
 */
export function useTooltipOpening(trigger: HTMLElement | null): TooltipOpening {
  const [openEvent, setOpenEvent] = useState<Event>();
  const open = openEvent !== undefined;
  const hoverTimer = useRef<number | undefined>(undefined);
  const pointerType = useRef<string | undefined>(undefined);
  // Coming back to the window refocuses the trigger, which is no reason to open.
  const blockFocus = useRef(false);
  const layerShown = useRef(false);

  const close = () => {
    window.clearTimeout(hoverTimer.current);
    setOpenEvent(undefined);
  };

  useEffect(() => {
    const onWindowBlur = () => {
      if (!open && trigger !== null && document.activeElement === trigger) {
        blockFocus.current = true;
      }
    };
    window.addEventListener('blur', onWindowBlur);
    return () => window.removeEventListener('blur', onWindowBlur);
  }, [open, trigger]);
  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);

  const triggerProps: TooltipOpening['triggerProps'] = {
    onPointerDown: (event) => {
      pointerType.current = event.pointerType;
    },
    onPointerEnter: (event) => {
      pointerType.current = event.pointerType;
      preloadFloating();
    },
    onMouseEnter: (event) => {
      const hover = event.nativeEvent;
      window.clearTimeout(hoverTimer.current);
      hoverTimer.current = window.setTimeout(
        () => setOpenEvent((current) => current ?? hover),
        HOVER_DELAY_MS,
      );
    },
    onMouseLeave: () => {
      blockFocus.current = false;
      window.clearTimeout(hoverTimer.current);
      if (open && !layerShown.current && !isClickLike(openEvent)) close();
    },
    onFocus: (event) => {
      preloadFloating();
      if (blockFocus.current || !isFocusVisible(event.target)) return;
      setOpenEvent(event.nativeEvent);
    },
    onBlur: (event) => {
      blockFocus.current = false;
      const leftFor = event.relatedTarget;
      window.setTimeout(() => {
        // The focus left the page, not the trigger: it stays open for the trader's return.
        if (leftFor === null && document.activeElement === trigger) return;
        close();
      });
    },
    onKeyDown: () => {
      pointerType.current = undefined;
    },
    onClick: (event) => {
      // Mouse users have the hover; a tap or Enter toggles it.
      if (pointerType.current === 'mouse' || pointerType.current === 'pen') return;
      if (open && isClickLike(openEvent)) close();
      else setOpenEvent(event.nativeEvent);
    },
  };

  const onBubble = (node: HTMLElement | null) => {
    layerShown.current = node !== null;
  };

  return { open, openEvent, close, triggerProps, onBubble };
}
