import type { ProfilePeriod, TokenRef, WalletProfileView } from '@flowscope/shared-api';
import {
  CENTS_ROUNDING,
  StatGrid,
  signTone,
  staticStyles,
  useStaticClasses,
  type Stat,
} from '@flowscope/shared-ui';
import { HoldingsTable, TradesTable } from '../../components/ActivityTables.tsx';
import { pnlStats } from '../../components/pnl-stats.ts';
import { periodPhrase } from '../../components/research-periods.ts';
import { ResearchSection } from '../../components/ResearchSection.tsx';
import { CommonTokens } from './CommonTokens.tsx';

const styles = staticStyles((theme) => ({
  body: { display: 'grid', gap: theme.spacing.xl, minWidth: 0 },
}));

function walletStats(profile: WalletProfileView | null): Stat[] {
  return [
    {
      label: 'Holdings',
      value: profile?.holdingsValueFormatted ?? '',
      hint: 'Value of its positions now',
      tone: profile ? signTone(profile.holdingsValue, CENTS_ROUNDING) : 'default',
    },
    ...pnlStats(profile),
    { label: 'Tokens traded', value: profile?.tokensTradedFormatted ?? '', hint: 'In the period' },
  ];
}

const NONE: never[] = [];

/**
 * The wallet's profile: the tokens in common with the row it was opened from, key figures,
 * holdings and trades. Without the profile yet (`null`) every part keeps its place.
 */
export function WalletProfileBody({
  profile,
  period,
  commonWith,
}: {
  profile: WalletProfileView | null;
  period: ProfilePeriod;
  commonWith: readonly TokenRef[];
}) {
  const classes = useStaticClasses(styles);
  const loading = profile === null;
  return (
    <div className={classes.body}>
      {commonWith.length > 0 && (
        <ResearchSection
          title="Tokens in common with the row"
          description="What this wallet holds now of the row it was opened from, and its trades in them."
        >
          <CommonTokens asked={commonWith} common={profile?.commonTokens ?? null} period={period} />
        </ResearchSection>
      )}
      <StatGrid stats={walletStats(profile)} loading={loading} />
      <ResearchSection title="Holdings" description="Every position open now, largest first.">
        <HoldingsTable
          label="Holdings"
          rows={profile?.holdings ?? NONE}
          loading={loading}
          emptyText="No open positions"
          showWallet={false}
          namespace="holdings"
        />
      </ResearchSection>
      <ResearchSection title="Trades" description={`The newest trades of ${periodPhrase(period)}.`}>
        <TradesTable
          label="Trades"
          rows={profile?.trades ?? NONE}
          loading={loading}
          emptyText="No trades in this period"
          showWallet={false}
          namespace="trades"
        />
      </ResearchSection>
    </div>
  );
}
