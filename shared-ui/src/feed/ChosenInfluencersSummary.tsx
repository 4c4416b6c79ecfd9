import type { Theme } from '@emotion/react';
import { InfluencerAvatarStack } from './InfluencerAvatarStack.tsx';

/** Whose posts an influencer feed shows: the chosen influencers (two avatars and '+N') or all. */
export function ChosenInfluencersSummary({ handles }: { handles: readonly string[] }) {
  const chosen = handles.length > 0;
  return (
    <p
      css={(theme: Theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: theme.spacing.sm,
        margin: 0,
        color: theme.colors.textMuted,
      })}
    >
      <span>
        {chosen
          ? 'Showing posts from your chosen influencers'
          : 'Showing posts from all influencers'}
      </span>
      {chosen && <InfluencerAvatarStack handles={handles} />}
    </p>
  );
}
