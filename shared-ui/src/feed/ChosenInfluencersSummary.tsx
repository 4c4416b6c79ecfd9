import { staticStyles, useStaticClasses } from '@flowscope/shared-ui';
import { InfluencerAvatarStack } from './InfluencerAvatarStack.tsx';

const styles = staticStyles((theme) => ({
  summary: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing.sm,
    margin: 0,
    color: theme.colors.textMuted,
  },
}));

/** Whose posts an influencer feed shows: the chosen influencers (two avatars and '+N') or all. */
export function ChosenInfluencersSummary({ handles }: { handles: readonly string[] }) {
  const classes = useStaticClasses(styles);
  const chosen = handles.length > 0;
  return (
    <p className={classes.summary}>
      <span>
        {chosen
          ? 'Showing posts from your chosen influencers'
          : 'Showing posts from all influencers'}
      </span>
      {chosen && <InfluencerAvatarStack handles={handles} />}
    </p>
  );
}
