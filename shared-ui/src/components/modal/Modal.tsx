import type { CSSObject } from '@emotion/react';
import { useId, useState, type ReactNode, type RefObject } from 'react';
import { staticStyles, useStaticClasses } from '../../styles/static-styles.ts';
import { durations } from '../../theme/tokens.ts';
import { Button } from '../button/Button.tsx';
import { LazyModalLayer } from '../floating/lazy-floating.tsx';
import { CloseGlyph } from '../icons/glyphs.tsx';

export const MODAL_SIZES = ['sm', 'md', 'lg', 'xl', 'full'] as const;
export type ModalSize = (typeof MODAL_SIZES)[number];

/** The fade of spec §4: the modal stays on screen this long after it is closed. */
export const MODAL_FADE_MS = durations.modal;

const sizeStyles: Record<ModalSize, CSSObject> = {
  sm: { width: 'min(400px, 100%)' },
  md: { width: 'min(560px, 100%)' },
  lg: { width: 'min(800px, 100%)' },
  xl: { width: 'min(1140px, 100%)' },
  full: { width: '100%', height: '100%', maxHeight: 'none', borderRadius: 0 },
};

const styles = staticStyles((theme) => {
  const overlay: CSSObject = {
    zIndex: theme.zIndices.modal,
    display: 'grid',
    placeItems: 'center',
    padding: theme.spacing.lg,
    background: theme.colors.overlay,
  };
  const dialogs = {} as Record<`dialog-${ModalSize}`, CSSObject>;
  for (const size of MODAL_SIZES) {
    dialogs[`dialog-${size}`] = {
      display: 'grid',
      gridTemplateRows: 'auto 1fr auto',
      maxHeight: 'calc(100vh - 32px)',
      borderRadius: theme.radii.lg,
      border: `1px solid ${theme.colors.border}`,
      background: theme.colors.surface,
      color: theme.colors.text,
      boxShadow: theme.colors.shadow,
      ...sizeStyles[size],
    };
  }
  return {
    overlay,
    /** A full-size dialog covers the window edge to edge. */
    overlayFull: { ...overlay, padding: 0 },
    ...dialogs,
    header: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: theme.spacing.md,
      padding: theme.spacing.lg,
      borderBottom: `1px solid ${theme.colors.border}`,
    },
    title: { margin: 0, fontSize: theme.fontSizes.h3 },
    body: { padding: theme.spacing.lg, overflowY: 'auto' },
    footer: {
      display: 'flex',
      justifyContent: 'flex-end',
      gap: theme.spacing.sm,
      padding: theme.spacing.lg,
      borderTop: `1px solid ${theme.colors.border}`,
    },
  };
});

export interface ModalProps {
  open: boolean;
  /** Asked for by Escape, a click on the backdrop or the close button. */
  onClose: () => void;
  /** Heading of the dialog, which also names it. */
  title: string;
  size?: ModalSize;
  children: ReactNode;
  /** Actions along the bottom edge. */
  footer?: ReactNode;
  closeLabel?: string;
  /**
   * What takes the focus on opening, when not the first control: an element (a search field)
   * or the index of a control in the dialog's tab order (0 is the close button).
   */
  initialFocus?: RefObject<HTMLElement | null> | number;
  /**
   * Where the focus goes on closing, when it is set by then; else back to the opener. For a
   * dialog whose action removes its opener (a deleted row's Delete button).
   */
  returnFocus?: RefObject<HTMLElement | null>;
}

/**
 * A modal dialog. It traps focus inside (and returns it to the opener), locks page scroll
 * while it is on screen, closes on Escape or a backdrop click and stays for the 300 ms
 * fade-out once `open` turns false. Closed it renders nothing: its layer (floating-ui) is
 * fetched when it first opens, and stays mounted from then to play each fade-out.
 */
export function Modal({
  open,
  onClose,
  title,
  size = 'md',
  children,
  footer,
  closeLabel = 'Close',
  initialFocus,
  returnFocus,
}: ModalProps) {
  const classes = useStaticClasses(styles);
  const titleId = useId();
  const [everOpened, setEverOpened] = useState(open);
  if (open && !everOpened) setEverOpened(true);
  if (!everOpened) return null;

  return (
    <LazyModalLayer
      open={open}
      onClose={onClose}
      initialFocus={initialFocus}
      returnFocus={returnFocus}
      overlayClassName={size === 'full' ? classes.overlayFull : classes.overlay}
    >
      {(dialog) => (
        <div
          {...dialog}
          aria-labelledby={titleId}
          aria-modal="true"
          data-size={size}
          className={classes[`dialog-${size}`]}
        >
          <header className={classes.header}>
            <h2 id={titleId} className={classes.title}>
              {title}
            </h2>
            <Button
              variant="tertiary"
              intent="ghost"
              size="icon-sm"
              aria-label={closeLabel}
              onClick={onClose}
            >
              <CloseGlyph />
            </Button>
          </header>
          <div className={classes.body}>{children}</div>
          {footer !== undefined && <footer className={classes.footer}>{footer}</footer>}
        </div>
      )}
    </LazyModalLayer>
  );
}
