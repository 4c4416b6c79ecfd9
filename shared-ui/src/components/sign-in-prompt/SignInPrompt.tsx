import type { Theme } from '@emotion/react';
import type { ComponentProps } from 'react';
import { Button } from '../button/Button.tsx';
import { CheckGlyph, LockGlyph } from '../icons/glyphs.tsx';

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
  ...rest
}: SignInPromptProps) {
  return (
    <section
      aria-label={title}
      css={(theme: Theme) => ({
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
      })}
      {...rest}
    >
      <span
        css={(theme: Theme) => ({
          display: 'inline-flex',
          padding: theme.spacing.md,
          borderRadius: theme.radii.pill,
          background: theme.colors.accentSubtle,
          color: theme.colors.link,
        })}
      >
        <LockGlyph size={24} />
      </span>
      <h2 css={(theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.h3 })}>{title}</h2>
      <ul
        css={(theme: Theme) => ({
          display: 'grid',
          gap: theme.spacing.sm,
          margin: 0,
          padding: 0,
          listStyle: 'none',
          textAlign: 'left',
          color: theme.colors.textMuted,
        })}
      >
        {bullets.map((bullet) => (
          <li
            key={bullet}
            css={(theme: Theme) => ({
              display: 'flex',
              alignItems: 'flex-start',
              gap: theme.spacing.sm,
            })}
          >
            <span css={(theme: Theme) => ({ color: theme.colors.positive, flexShrink: 0 })}>
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
