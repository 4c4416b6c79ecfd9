import { ExternalLinkGlyph, staticStyles, useStaticClasses } from '@flowscope/shared-ui';

const styles = staticStyles((theme) => ({
  link: { display: 'inline-flex', alignItems: 'center', gap: theme.spacing.xxs },
}));

/** The influencer's profile on X, in a new tab without an opener. */
export function XProfileLink({ handle, href }: { handle: string; href: string }) {
  const classes = useStaticClasses(styles);
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Profile of @${handle} on X (opens in a new tab)`}
      className={classes.link}
    >
      Profile
      <ExternalLinkGlyph size={14} />
    </a>
  );
}
