import { ScoreBadge } from '../components/token-badges/ScoreBadge.tsx';
import { staticStyles, useStaticClasses } from '../styles/static-styles.ts';

const styles = staticStyles((t) => ({
  scores: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: t.spacing.md,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  score: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: t.spacing.xs,
    color: t.colors.textMuted,
    fontSize: t.fontSizes.sm,
  },
}));

export interface NamedScore {
  /** 'Accumulation score': a score is never shown without saying which one it is. */
  label: string;
  score: number | null;
}

/**
 * A token page's scores of the period, each named: Top Accumulations lists one, Top Holdings
 * the other, so the number a trader clicked from is on the page, and the two never pass for one.
 */
export function TokenScoreList({
  scores,
  market,
}: {
  scores: readonly NamedScore[];
  market: 'cex' | 'dex';
}) {
  const classes = useStaticClasses(styles);
  return (
    <ul aria-label="Scores of this period" className={classes.scores}>
      {scores.map(({ label, score }) => (
        <li key={label} className={classes.score}>
          {label} <ScoreBadge score={score} market={market} />
        </li>
      ))}
    </ul>
  );
}
