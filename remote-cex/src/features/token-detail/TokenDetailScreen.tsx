import { routeTo, useScreenTitle } from '@flowscope/shared-api';
import { ErrorBox, NotFoundNotice, PeriodFilter, TokenPageFrame } from '@flowscope/shared-ui';
import { useParams } from 'react-router';
import { coinNotFoundMessage, isPossibleCoinId } from './coin-id.ts';
import { DetailTabs } from './DetailTabs.tsx';
import { TokenDetailHeader } from './TokenDetailHeader.tsx';
import { TokenDetailHeaderPlaceholder, TokenDetailLoading } from './TokenDetailPlaceholders.tsx';
import { useDetailView } from './use-detail-view.ts';
import { useTokenDetail } from './use-token-detail.ts';

/** The token detail page (/top-holdings-cex/:id), on the API's data for the id's coin. */
export default function TokenDetailScreen() {
  const { id } = useParams();
  const view = useDetailView();
  const possible = isPossibleCoinId(id);
  const coin = possible ? id.trim() : '';
  const state = useTokenDetail({ coin, period: view.period, range: view.range }, possible);
  const { data } = state;
  // Another token's answer is never shown under this token's address.
  const detail = data.status === 'found' && data.coin === coin ? data.detail : null;
  // The tab names the token once it is known: 'BTC Token Detail - Flowscope'.
  useScreenTitle(detail ? `${detail.coin} Token Detail` : null);

  const notFound = !possible || (data.status === 'not-found' && data.coin === coin);
  if (notFound) {
    return (
      <NotFoundNotice
        title="Token not found"
        message={coinNotFoundMessage(id)}
        back={{ to: routeTo.screen('topHoldingsCex'), label: 'Back to Top Holdings' }}
      />
    );
  }

  return (
    <TokenPageFrame>
      {detail ? (
        <TokenDetailHeader detail={detail} />
      ) : (
        state.error === null && <TokenDetailHeaderPlaceholder />
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
          title="Failed to load data"
          message={state.error}
          retryLabel="Retry"
          onRetry={state.retry}
          retrying={state.loading}
        />
      ) : detail ? (
        <div aria-busy={state.loading || undefined}>
          <DetailTabs detail={detail} tab={view.tab} onTabChange={view.setTab} />
        </div>
      ) : (
        <TokenDetailLoading />
      )}
    </TokenPageFrame>
  );
}
