import { ExternalLinkGlyph } from '@flowscope/shared-ui';

/** The influencer's profile on X, in a new tab without an opener. */
export function XProfileLink({ handle, href }: { handle: string; href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Profile of @${handle} on X (opens in a new tab)`}
      css={(theme) => ({ display: 'inline-flex', alignItems: 'center', gap: theme.spacing.xxs })}
    >
      Profile
      <ExternalLinkGlyph size={14} />
    </a>
  );
}
