import type { CSSObject } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { staticStyles, useStaticClasses } from '../../styles/static-styles.ts';
import { visuallyHidden } from '../../styles/visually-hidden.ts';
import { Button } from '../button/Button.tsx';
import { CheckGlyph, CopyGlyph } from '../icons/glyphs.tsx';

export interface CopyButtonProps {
  /** The text put on the clipboard, e.g. a contract address. */
  value: string;
  /** Names the button, e.g. 'Copy contract address'. */
  label: string;
}

type CopyState = 'idle' | 'copied' | 'failed';

const MESSAGES: Record<CopyState, string> = { idle: '', copied: 'Copied', failed: 'Copy failed' };
/** Long enough to notice the tick, short enough to copy again. */
const RESET_MS = 2000;

const styles = staticStyles((theme) => {
  const feedback: CSSObject = {
    position: 'absolute',
    bottom: '100%',
    left: '50%',
    transform: 'translate(-50%, -4px)',
    padding: `${theme.spacing.xxs}px ${theme.spacing.xs}px`,
    borderRadius: theme.radii.sm,
    background: theme.colors.surfaceRaised,
    border: `1px solid ${theme.colors.border}`,
    fontSize: theme.fontSizes.xxs,
    whiteSpace: 'nowrap',
    pointerEvents: 'none',
    zIndex: 2,
  };
  return {
    wrapper: { position: 'relative', display: 'inline-flex', flexShrink: 0 },
    'feedback-copied': { ...feedback, color: theme.colors.text },
    'feedback-failed': { ...feedback, color: theme.colors.attention },
    hidden: visuallyHidden,
  };
});

/**
 * Copies a value to the clipboard; the result is said politely to screen readers (an
 * aria-live region) and shown for a moment as a tick and a 'Copied' label floating above
 * the button (out of the flow, so nothing beside it moves).
 */
export function CopyButton({ value, label }: CopyButtonProps) {
  const classes = useStaticClasses(styles);
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const copy = async () => {
    let next: CopyState = 'copied';
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      next = 'failed';
    }
    setState(next);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), RESET_MS);
  };

  return (
    <span className={classes.wrapper}>
      <Button
        variant="tertiary"
        intent="ghost"
        size="icon-sm"
        aria-label={label}
        title={label}
        onClick={() => void copy()}
      >
        {state === 'copied' ? <CheckGlyph size={14} /> : <CopyGlyph size={14} />}
      </Button>
      {state !== 'idle' && (
        // Seen, not read: the live region below says it once.
        <span
          aria-hidden="true"
          data-copy-feedback={state}
          className={classes[`feedback-${state}`]}
        >
          {MESSAGES[state]}
        </span>
      )}
      <span aria-live="polite" className={classes.hidden}>
        {MESSAGES[state]}
      </span>
    </span>
  );
}
