import { useCreateAlertControl, type DexTokenDetailView } from '@flowscope/shared-api';
import {
  ContractAddress,
  CreateAlertButton,
  FavouriteStarButton,
  NetworkLabel,
  staticStyles,
  TokenAgeBadge,
  TokenHeading,
  TokenLogo,
  TokenScoreList,
  useStaticClasses,
} from '@flowscope/shared-ui';

const styles = staticStyles((t) => ({
  header: { display: 'flex', alignItems: 'flex-start', gap: t.spacing.md, minWidth: 0 },
  identity: { display: 'grid', gap: t.spacing.xs, minWidth: 0, flex: 1 },
  titleRow: { display: 'flex', alignItems: 'center', gap: t.spacing.sm },
  facts: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: t.spacing.md,
    minWidth: 0,
    fontSize: t.fontSizes.sm,
  },
}));

export interface DexTokenHeaderProps {
  detail: DexTokenDetailView;
  /** The star as it shows now (the trader's click at once, before the API answers). */
  favourite: boolean;
  /** Null: no star (signed out). */
  onToggleFavourite: ((isFavourite: boolean) => void) | null;
}

/**
 * Who the token is: its logo on its chain, name and ticker, chain, contract address (with a
 * copy button), age, both scores of the period, and the favourite star.
 */
export function DexTokenHeader({ detail, favourite, onToggleFavourite }: DexTokenHeaderProps) {
  const classes = useStaticClasses(styles);
  const createAlert = useCreateAlertControl();
  return (
    <header className={classes.header}>
      <TokenLogo
        symbol={detail.ticker}
        logoUrl={detail.logoUrl}
        network={detail.network}
        size={40}
      />
      <div className={classes.identity}>
        <div className={classes.titleRow}>
          <TokenHeading name={detail.tokenName} symbol={detail.ticker} />
          {onToggleFavourite !== null && (
            <FavouriteStarButton
              tokenName={detail.tokenName}
              isFavourite={favourite}
              onToggle={() => onToggleFavourite(favourite)}
            />
          )}
          <CreateAlertButton
            {...createAlert}
            target={{
              type: 'token',
              venue: 'dex',
              network: detail.network,
              address: detail.address,
              label: detail.tokenName,
            }}
          />
        </div>
        <div className={classes.facts}>
          <NetworkLabel network={detail.network} />
          <ContractAddress address={detail.address} tokenName={detail.tokenName} />
          <TokenAgeBadge daysOld={detail.daysOld} />
        </div>
        <TokenScoreList
          scores={[
            { label: 'Accumulation score', score: detail.score },
            { label: 'Holdings score', score: detail.holdingsScore },
          ]}
          market="dex"
        />
      </div>
    </header>
  );
}
