import { Avatar } from '@flowscope/shared-ui';

/** The influencer's picture and @handle. */
export function InfluencerNameCell({ handle }: { handle: string }) {
  return (
    <span
      css={(theme) => ({ display: 'inline-flex', alignItems: 'center', gap: theme.spacing.sm })}
    >
      {/* The handle beside it names the row; the picture adds nothing for a screen reader. */}
      <Avatar handle={handle} size={28} aria-hidden="true" />
      <span css={(theme) => ({ fontWeight: theme.fontWeights.medium })}>@{handle}</span>
    </span>
  );
}
