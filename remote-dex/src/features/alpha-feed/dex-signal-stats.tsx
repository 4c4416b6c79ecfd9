import { DEX_CHART_SITE, dexChartUrl } from '@flowscope/shared-api';
import { type DexAlertCard } from '@flowscope/shared-api/feeds';
import { formatTokenAge, NetworkLabel, staticStyles, useStaticClasses } from '@flowscope/shared-ui';
import { ExternalTextLink, type FeedStat } from '@flowscope/shared-ui/feed';

const styles = staticStyles((theme) => ({
  bought: { color: theme.colors.positive },
  sold: { color: theme.colors.attention },
}));

/** The 24-hour sentence of a scalp signal (data-screens §2). */
export function scalpersSentence(card: DexAlertCard): string {
  return `has been bought by ${card.walletsInteracted} scalpers (${card.buyVolumeFormatted} bought) in the last 24 hours.`;
}

/** The 24 hours' buy and sell volumes, 'bought / sold'. */
function BuySellVolumes({ card }: { card: DexAlertCard }) {
  const classes = useStaticClasses(styles);
  return (
    <>
      <span className={classes.bought}>{card.buyVolumeFormatted}</span>
      {' / '}
      <span className={classes.sold}>{card.sellVolumeFormatted}</span>
    </>
  );
}

/** The statistics grid of a 'Scalp Signal' card, in the spec's order. */
export function dexSignalStats(card: DexAlertCard): FeedStat[] {
  return [
    {
      label: 'Chart',
      value: (
        <ExternalTextLink href={dexChartUrl(card.network, card.address)}>
          {DEX_CHART_SITE}
        </ExternalTextLink>
      ),
    },
    { label: 'Market Cap', value: card.marketCapFormatted },
    { label: 'Token age', value: formatTokenAge(card.daysOld) },
    { label: 'Buy / Sell', value: <BuySellVolumes card={card} /> },
    { label: 'Avg. Entry', value: card.avgEntryPriceFormatted },
    { label: 'Network', value: <NetworkLabel network={card.network} /> },
  ];
}
