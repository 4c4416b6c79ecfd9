import type { InfluencerProfileView, ProfilePeriod } from '@flowscope/shared-api';
import { StatGrid, staticStyles, useStaticClasses, type Stat } from '@flowscope/shared-ui';
import { HoldingsTable, TradesTable } from '../../components/ActivityTables.tsx';
import { pnlStats } from '../../components/pnl-stats.ts';
import { periodPhrase } from '../../components/research-periods.ts';
import { ResearchSection } from '../../components/ResearchSection.tsx';
import { MostTradedTable } from './MostTradedTable.tsx';
import { PnlCurve, PnlCurvePlaceholder } from './PnlCurve.tsx';

const styles = staticStyles((theme) => ({
  body: { display: 'grid', gap: theme.spacing.xl, minWidth: 0 },
}));

/** The influencer's key figures: the PnL of both profiles, then their risk. */
function influencerStats(profile: InfluencerProfileView | null): Stat[] {
  return [
    ...pnlStats(profile),
    {
      label: 'Gain to pain',
      value: profile?.gainToPainFormatted ?? '',
      hint: 'Realised gains ÷ realised losses',
    },
    {
      label: 'Max drawdown',
      value: profile?.maxDrawdownFormatted ?? '',
      hint: 'Deepest fall of the PnL curve',
    },
  ];
}

const NONE: never[] = [];

/**
 * The profile: key figures, PnL curve, open positions, recent trades and most traded tokens.
 * Without the profile yet (`null`) every part keeps its place with placeholders.
 */
export function InfluencerProfileBody({
  profile,
  period,
}: {
  profile: InfluencerProfileView | null;
  period: ProfilePeriod;
}) {
  const classes = useStaticClasses(styles);
  const loading = profile === null;
  return (
    <div className={classes.body}>
      <StatGrid stats={influencerStats(profile)} loading={loading} />
      <ResearchSection
        title="PnL curve"
        description={`Realised PnL accumulated over ${periodPhrase(period)}.`}
      >
        {profile ? <PnlCurve curve={profile.pnlCurve} period={period} /> : <PnlCurvePlaceholder />}
      </ResearchSection>
      <ResearchSection title="Open positions" description="Every position open now, largest first.">
        <HoldingsTable
          label="Open positions"
          rows={profile?.openPositions ?? NONE}
          loading={loading}
          emptyText="No open positions"
          showWallet
          namespace="positions"
        />
      </ResearchSection>
      <ResearchSection
        title="Recent trades"
        description={`The newest trades of ${periodPhrase(period)}.`}
      >
        <TradesTable
          label="Recent trades"
          rows={profile?.trades ?? NONE}
          loading={loading}
          emptyText="No trades in this period"
          showWallet
          namespace="trades"
        />
      </ResearchSection>
      <ResearchSection
        title="Most traded tokens"
        description="By trades, then volume, in the period."
      >
        <MostTradedTable tokens={profile?.mostTraded ?? NONE} loading={loading} />
      </ResearchSection>
    </div>
  );
}
