import type { ComponentProps } from 'react';
import { staticStyles, useStaticClasses } from '../../styles/static-styles.ts';
import { Button } from '../button/Button.tsx';
import { CheckGlyph, LockGlyph } from '../icons/glyphs.tsx';

const styles = staticStyles((theme) => ({
  prompt: {
    display: 'grid',
    justifyItems: 'center',
    gap: theme.spacing.lg,
    maxWidth: 560,
    margin: '0 auto',
    padding: theme.spacing.xl,
    borderRadius: theme.radii.lg,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surface,
    textAlign: 'center',
  },
  lock: {
    display: 'inline-flex',
    padding: theme.spacing.md,
    borderRadius: theme.radii.pill,
    background: theme.colors.accentSubtle,
    color: theme.colors.link,
  },
  title: { margin: 0, fontSize: theme.fontSizes.h3 },
  bullets: {
    display: 'grid',
    gap: theme.spacing.sm,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    textAlign: 'left',
    color: theme.colors.textMuted,
  },
  bullet: { display: 'flex', alignItems: 'flex-start', gap: theme.spacing.sm },
  check: { color: theme.colors.positive, flexShrink: 0 },
}));

export type SignInPromptProps = Omit<ComponentProps<'section'>, 'title'> & {
  /** Why signing in is needed, e.g. 'To setup the alerts you need to be logged'. */
  title: string;
  /** What the trader gets once signed in. */
  bullets: readonly string[];
  /** The button's text, e.g. 'Connect Wallet'. */
  buttonLabel: string;
  /** Starts the sign-in (the screen picks the flow). */
  onConnect: () => void;
  /** While a sign-in is under way the button shows it and ignores clicks. */
  busy?: boolean;
};

/**
 * What a screen that needs an account shows to signed-out visitors: the reason, the
 * benefits and one button that starts the sign-in. The screen supplies the words (English
 * or Czech, with `lang` on the prompt when Czech).
 */
export function SignInPrompt({
  title,
  bullets,
  buttonLabel,
  onConnect,
  busy = false,
  className,
  ...rest
}: SignInPromptProps) {
  const classes = useStaticClasses(styles);
  return (
    <section
      aria-label={title}
      className={className === undefined ? classes.prompt : `${classes.prompt} ${className}`}
      {...rest}
    >
      <span className={classes.lock}>
        <LockGlyph size={24} />
      </span>
      <h2 className={classes.title}>{title}</h2>
      <ul className={classes.bullets}>
        {bullets.map((bullet) => (
          <li key={bullet} className={classes.bullet}>
            <span className={classes.check}>
              <CheckGlyph size={16} />
            </span>
            {bullet}
          </li>
        ))}
      </ul>
      <Button variant="primary" size="md" loading={busy} onClick={onConnect}>
        {buttonLabel}
      </Button>
    </section>
  );
}
