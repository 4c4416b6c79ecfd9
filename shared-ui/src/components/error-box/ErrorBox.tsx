import type { ComponentProps } from 'react';
import { Button } from '../button/Button.tsx';
import { textLang } from '../../i18n/text-lang.ts';
import { staticStyles, useStaticClasses } from '../../styles/static-styles.ts';
import { AlertGlyph } from '../icons/glyphs.tsx';

const styles = staticStyles((theme) => ({
  box: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    gap: theme.spacing.md,
    alignItems: 'start',
    padding: theme.spacing.lg,
    borderRadius: theme.radii.md,
    border: `1px solid ${theme.colors.attention}`,
    background: theme.colors.attentionSubtle,
    color: theme.colors.text,
  },
  icon: { color: theme.colors.attention },
  content: { display: 'grid', gap: theme.spacing.sm, justifyItems: 'start' },
  message: { color: theme.colors.textMuted },
}));

export type ErrorBoxProps = ComponentProps<'div'> & {
  /** e.g. 'Failed to load data', 'Failed to load DEX data', 'Nepodařilo se načíst data'. */
  title: string;
  /** The error's own message. */
  message?: string;
  /** e.g. 'Retry' or 'Zkusit znovu'. */
  retryLabel: string;
  onRetry: () => void;
  /** While the retry runs, the button shows it and ignores clicks. */
  retrying?: boolean;
};

/** An inline failure with its message and a retry button; the screen supplies the words. */
export function ErrorBox({
  title,
  message,
  retryLabel,
  onRetry,
  retrying = false,
  className,
  ...rest
}: ErrorBoxProps) {
  const classes = useStaticClasses(styles);
  return (
    <div
      role="alert"
      className={className === undefined ? classes.box : `${classes.box} ${className}`}
      {...rest}
    >
      <span className={classes.icon}>
        <AlertGlyph size={20} />
      </span>
      <div className={classes.content}>
        <strong lang={textLang(title)}>{title}</strong>
        {message !== undefined && message !== '' && (
          <span className={classes.message}>{message}</span>
        )}
        {/* Untinted: a tinted button on the box's own tint fell below 4.5:1 in the dark theme. */}
        <Button
          variant="tertiary"
          intent="attention"
          size="sm"
          loading={retrying}
          onClick={onRetry}
          lang={textLang(retryLabel)}
        >
          {retryLabel}
        </Button>
      </div>
    </div>
  );
}
