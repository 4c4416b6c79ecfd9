import {
  DEX_CHART_SITE,
  dexChartUrl,
  telegramBotFor,
  telegramBuyUrl,
  type DexTokenDetailView,
} from '@flowscope/shared-api';
import {
  ExternalLinkGlyph,
  staticStyles,
  useButtonClassName,
  useStaticClasses,
} from '@flowscope/shared-ui';

const styles = staticStyles((t) => ({
  links: { display: 'flex', flexWrap: 'wrap', gap: t.spacing.sm },
}));

/** A link to another site (new tab, no opener), dressed as a button. */
function OutboundLink({ href, label, primary }: { href: string; label: string; primary: boolean }) {
  const className = useButtonClassName({
    variant: primary ? 'primary' : 'secondary',
    intent: 'default',
    size: 'sm',
  });
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {label}
      <ExternalLinkGlyph size={14} />
    </a>
  );
}

/** Where to trade the token: its chart on DexScreener and the Telegram bot of its chain. */
export function DexTradeLinks({ detail }: { detail: DexTokenDetailView }) {
  const classes = useStaticClasses(styles);
  const chart = dexChartUrl(detail.network, detail.address);
  const buy = telegramBuyUrl(detail.network, detail.address);
  if (chart === null && buy === null) return null;
  return (
    <nav aria-label="Trade links" className={classes.links}>
      {buy !== null && (
        <OutboundLink
          href={buy}
          label={`Buy using ${telegramBotFor(detail.network).name}`}
          primary
        />
      )}
      {chart !== null && (
        <OutboundLink href={chart} label={`Chart on ${DEX_CHART_SITE}`} primary={false} />
      )}
    </nav>
  );
}
