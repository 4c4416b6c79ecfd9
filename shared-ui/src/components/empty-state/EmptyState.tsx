import type { ComponentProps, ReactNode } from 'react';
import { textLang } from '../../i18n/text-lang.ts';
import { staticStyles, useStaticClasses } from '../../styles/static-styles.ts';
import { CloseGlyph, InfoGlyph, SearchGlyph } from '../icons/glyphs.tsx';

/** Default empty text of tables (spec §8). */
export const DEFAULT_EMPTY_TEXT = 'Žádná data k zobrazení';

type EmptyStateIcon = 'close' | 'search' | 'info';

const icons: Record<EmptyStateIcon, ReactNode> = {
  close: <CloseGlyph size={24} />,
  search: <SearchGlyph size={24} />,
  info: <InfoGlyph size={24} />,
};

const styles = staticStyles((theme) => ({
  emptyState: {
    display: 'grid',
    justifyItems: 'center',
    gap: theme.spacing.sm,
    padding: theme.spacing.xl,
    color: theme.colors.textMuted,
    textAlign: 'center',
  },
  icon: {
    display: 'inline-flex',
    padding: theme.spacing.sm,
    borderRadius: theme.radii.pill,
    background: theme.colors.neutralSubtle,
  },
  text: { margin: 0, color: theme.colors.text, fontWeight: theme.fontWeights.medium },
  hint: { margin: 0 },
}));

export type EmptyStateProps = ComponentProps<'div'> & {
  /** Main text; 'Žádná data k zobrazení' unless the screen says otherwise. */
  text?: string;
  /** A second, quieter line (e.g. a spelling hint). */
  hint?: string;
  /** The icon defaults to close (spec §8). */
  icon?: EmptyStateIcon;
  /** Optional action, such as a 'Connect Wallet' button. */
  action?: ReactNode;
};

export function EmptyState({
  text = DEFAULT_EMPTY_TEXT,
  hint,
  icon = 'close',
  action,
  // Czech texts (the spec's defaults) are marked so screen readers read them in Czech.
  lang = textLang(text),
  className,
  ...rest
}: EmptyStateProps) {
  const classes = useStaticClasses(styles);
  return (
    <div
      lang={lang}
      className={
        className === undefined ? classes.emptyState : `${classes.emptyState} ${className}`
      }
      {...rest}
    >
      <span data-icon={icon} className={classes.icon}>
        {icons[icon]}
      </span>
      <p className={classes.text}>{text}</p>
      {hint !== undefined && <p className={classes.hint}>{hint}</p>}
      {action}
    </div>
  );
}
