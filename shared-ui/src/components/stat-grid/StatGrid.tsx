import { staticStyles, useStaticClasses } from '../../styles/static-styles.ts';
import { Typography, type TypographyTone } from '../typography/Typography.tsx';
import { Skeleton } from '../skeleton/Skeleton.tsx';

/** One figure of a grid: 'Win rate' '46.9%', with a line saying what it counts. */
export interface Stat {
  label: string;
  value: string;
  /** What the figure counts, in a few words. */
  hint?: string;
  /** Gains and losses read by their colour; counts stay neutral. */
  tone?: TypographyTone;
}

const styles = staticStyles((theme) => ({
  grid: { display: 'grid', gap: theme.spacing.md },
  card: {
    display: 'grid',
    alignContent: 'start',
    gap: theme.spacing.xs,
    padding: theme.spacing.lg,
    borderRadius: theme.radii.md,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surface,
  },
  valuePlaceholder: { display: 'flex', alignItems: 'center', height: 27 },
}));

export interface StatGridProps {
  stats: readonly Stat[];
  /**
   * The figures are still loading: each card keeps its label and size, its value a placeholder,
   * so the figures replace them without moving anything.
   */
  loading?: boolean;
  /** The narrowest a card gets before the grid takes fewer per row. */
  minCardWidth?: number;
}

/** Key figures as a grid of labelled cards, each a group named by its label. */
export function StatGrid({ stats, loading = false, minCardWidth = 150 }: StatGridProps) {
  const classes = useStaticClasses(styles);
  return (
    <div
      className={classes.grid}
      // The columns follow a prop: set inline, not as a style rule per width.
      style={{
        gridTemplateColumns: `repeat(auto-fill, minmax(min(${minCardWidth}px, 100%), 1fr))`,
      }}
    >
      {stats.map((stat) => (
        <div
          key={stat.label}
          role="group"
          aria-label={stat.label}
          aria-busy={loading || undefined}
          className={classes.card}
        >
          <Typography level="xs" tone="muted">
            {stat.label}
          </Typography>
          {loading ? (
            // The value's line height, so the card is as tall loading as loaded.
            <span className={classes.valuePlaceholder}>
              <Skeleton width="60%" height={16} />
            </span>
          ) : (
            // The placeholder's line height, inline: a class could not override the level's own.
            <Typography
              level="h3"
              as="p"
              tone={stat.tone ?? 'default'}
              style={{ lineHeight: '27px' }}
            >
              {stat.value}
            </Typography>
          )}
          {stat.hint !== undefined && (
            <Typography level="xxs" tone="muted">
              {stat.hint}
            </Typography>
          )}
        </div>
      ))}
    </div>
  );
}
