import { routeTo, useScreenTitle, useSessionStore } from '@flowscope/shared-api';
import {
  ErrorBox,
  HoldersPanel,
  NotFoundNotice,
  PeriodFilter,
  PriceNetflowChart,
  Spinner,
  staticStyles,
  TokenPageFrame,
  Typography,
  useStaticClasses,
} from '@flowscope/shared-ui';
import { useParams } from 'react-router';
import { DexEssentials } from './DexEssentials.tsx';
import { DexRiskPanel } from './DexRiskPanel.tsx';
import { DexTokenHeader } from './DexTokenHeader.tsx';
import { DexTradeLinks } from './DexTradeLinks.tsx';
import { dexTokenNotFoundMessage, dexTokenRef } from './dex-token-ref.ts';
import { loadChartLibrary } from './load-chart-library.ts';
import { isResultFor } from './load-dex-token-detail.ts';
import { useDexDetailView } from './use-dex-detail-view.ts';
import { useDexFavourite } from './use-dex-favourite.ts';
import { useDexTokenDetail } from './use-dex-token-detail.ts';

const styles = staticStyles((t) => ({
  top: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: t.spacing.md,
    minWidth: 0,
  },
  periodData: { display: 'grid', gap: t.spacing.lg, minWidth: 0 },
  holders: { display: 'grid', gap: t.spacing.md, minWidth: 0 },
  loading: {
    display: 'grid',
    placeItems: 'start center',
    minHeight: '100vh',
    padding: t.spacing.xxl,
  },
  headerPlaceholder: {
    minHeight: 420,
    [`@media (max-width: ${t.breakpoints.mobile}px)`]: { minHeight: 640 },
  },
}));

/**
 * The in-app page of one DEX token (/token/dex/:network/:address, on POST /dex_token_detail):
 * who it is (logo on its chain, contract address with a copy button, age, scores, the
 * favourite star), its market essentials and risk flags, where to trade it, its price and
 * smart-money netflow over the chosen period, and the smart-money wallets holding it.
 */
export default function TokenDetailDexScreen() {
  const classes = useStaticClasses(styles);
  const params = useParams();
  const token = dexTokenRef(params.network, params.address);
  const view = useDexDetailView();
  const state = useDexTokenDetail(
    {
      network: token?.network ?? 'ethereum',
      address: token?.address ?? '',
      period: view.period,
      range: view.range,
    },
    token !== null,
  );
  const signedIn = useSessionStore((session) => session.user !== null);
  const { data } = state;
  // Another token's answer is never shown under this token's address.
  const current = token !== null && isResultFor(data, token) ? data : null;
  const detail = current?.status === 'found' ? current.detail : null;
  const star = useDexFavourite(detail);
  // The tab names the token once it is known: 'PEPE Token Detail - Flowscope'.
  useScreenTitle(detail ? `${detail.ticker} Token Detail` : null);

  if (token === null || current?.status === 'not-found') {
    return (
      <NotFoundNotice
        title="Token not found"
        message={dexTokenNotFoundMessage(params.network, params.address)}
        back={{ to: routeTo.screen('topHoldingsDex'), label: 'Back to Top Holdings' }}
      />
    );
  }

  return (
    <TokenPageFrame>
      {detail ? (
        <>
          <div className={classes.top}>
            <DexTokenHeader
              detail={detail}
              favourite={star.favourite}
              onToggleFavourite={signedIn ? star.toggle : null}
            />
            <DexTradeLinks detail={detail} />
          </div>
          <DexEssentials detail={detail} />
          <DexRiskPanel risk={detail.risk} />
        </>
      ) : (
        state.error === null && <HeaderPlaceholder />
      )}
      <PeriodFilter
        period={view.period}
        range={view.range}
        onPeriodChange={view.setPeriod}
        onRangeChange={view.setRange}
        updating={state.loading && detail !== null}
      />
      {state.error !== null ? (
        <ErrorBox
          title="Failed to load DEX data"
          message={state.error}
          retryLabel="Retry"
          onRetry={state.retry}
          retrying={state.loading}
        />
      ) : detail ? (
        <div aria-busy={state.loading || undefined} className={classes.periodData}>
          <PriceNetflowChart
            points={detail.series}
            coin={detail.ticker}
            loadLibrary={loadChartLibrary}
          />
          <section aria-labelledby="dex-token-holders" className={classes.holders}>
            <Typography as="h2" level="h3" id="dex-token-holders">
              SMW Holders
            </Typography>
            <HoldersPanel
              holders={detail.smwHolders}
              showPosition={false}
              walletHref={(wallet) =>
                routeTo.walletProfile(wallet, {
                  with: [{ venue: 'dex', network: detail.network, address: detail.address }],
                })
              }
            />
          </section>
        </div>
      ) : (
        <div className={classes.loading}>
          <Spinner size="lg" label="Loading token detail" />
        </div>
      )}
    </TokenPageFrame>
  );
}

/** The header's room while the first answer loads, so the period tabs under it never move. */
function HeaderPlaceholder() {
  const classes = useStaticClasses(styles);
  return <div aria-hidden="true" data-skeleton="" className={classes.headerPlaceholder} />;
}
