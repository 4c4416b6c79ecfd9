import { ButtonLink } from '../components/button/ButtonLink.tsx';
import { Typography } from '../components/typography/Typography.tsx';
import { staticStyles, useStaticClasses } from '../styles/static-styles.ts';

const styles = staticStyles((theme) => ({
  notice: {
    display: 'grid',
    justifyItems: 'center',
    gap: theme.spacing.md,
    padding: theme.spacing.xxl,
    textAlign: 'center',
  },
  framed: { borderRadius: theme.radii.lg, border: `1px dashed ${theme.colors.border}` },
  // An address or id a trader typed can be one long word: it wraps instead of widening the page.
  message: { overflowWrap: 'anywhere', maxWidth: '100%' },
}));

export interface NotFoundNoticeProps {
  /** 'Token not found'. */
  title: string;
  /** What was asked for and what to try instead; shown as text, whatever it holds. */
  message: string;
  /** The way back to a list that has what the address did not name. */
  back: { to: string; label: string };
  /** `h1` where the notice is the whole screen, `h2` under a screen's own heading. */
  headingLevel?: 'h1' | 'h2';
  /** A dashed frame, where the notice stands in a screen's body among its other parts. */
  framed?: boolean;
}

/** An address that names nothing the API knows: say so, and offer a way back. */
export function NotFoundNotice({
  title,
  message,
  back,
  headingLevel = 'h1',
  framed = false,
}: NotFoundNoticeProps) {
  const classes = useStaticClasses(styles);
  return (
    <section
      aria-label={title}
      className={framed ? `${classes.notice} ${classes.framed}` : classes.notice}
    >
      <Typography level={headingLevel}>{title}</Typography>
      <Typography tone="muted" className={classes.message}>
        {message}
      </Typography>
      <ButtonLink to={back.to} variant="primary">
        {back.label}
      </ButtonLink>
    </section>
  );
}
