import { DEX_CHART_SITE, dexChartUrl } from '@flowscope/shared-api';
import { type DexInfluencerFeedItem } from '@flowscope/shared-api/feeds';
import {
  CopyButton,
  NetworkLabel,
  shortenAddress,
  staticStyles,
  useStaticClasses,
} from '@flowscope/shared-ui';
import { ExternalTextLink, type FeedStat } from '@flowscope/shared-ui/feed';

const styles = staticStyles((theme) => ({
  contractAddress: { display: 'inline-flex', alignItems: 'center', gap: theme.spacing.xs },
  address: { fontFamily: theme.monoFontFamily },
}));

/** The trade's figures on a DEX 'Influencer Alert' card, the Chart link first. */
export function dexTradeStats(item: DexInfluencerFeedItem): FeedStat[] {
  return [
    {
      label: 'Chart',
      value: (
        <ExternalTextLink href={dexChartUrl(item.network, item.address)}>
          {DEX_CHART_SITE}
        </ExternalTextLink>
      ),
    },
    { label: 'Amount', value: item.amountFormatted },
    { label: 'Entry Price', value: item.entryPriceFormatted },
    { label: 'Market Cap', value: item.marketCapFormatted },
    { label: 'Network', value: <NetworkLabel network={item.network} /> },
    { label: 'Token Amount', value: item.tokenAmountFormatted },
  ];
}

/** The contract address, short enough for a phone, with a button that copies it whole. */
function ContractAddress({ address }: { address: string }) {
  const classes = useStaticClasses(styles);
  return (
    <span className={classes.contractAddress}>
      <code title={address} className={classes.address}>
        {shortenAddress(address)}
      </code>
      <CopyButton value={address} label="Copy contract address" />
    </span>
  );
}

/** The influencer's wallet: 'Wallet Stats'. */
export function dexWalletStats(item: DexInfluencerFeedItem): FeedStat[] {
  return [
    { label: 'Balance', value: item.balanceFormatted },
    { label: 'Avg Buy Size', value: item.avgBuySizeFormatted },
    {
      label: 'PNL',
      value: item.pnlFormatted,
      tone: item.pnl > 0 ? 'positive' : item.pnl < 0 ? 'attention' : 'default',
    },
    { label: 'Contract Address', value: <ContractAddress address={item.address} /> },
  ];
}
