import {
  answerFor,
  isWalletAddress,
  readWithTokens,
  routeTo,
  SCREEN_ROUTES,
  useIsAuthenticated,
  useWalletProfile,
  walletSubject,
} from '@flowscope/shared-api';
import { DataScreen, NotFoundNotice, useUrlParams } from '@flowscope/shared-ui';
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ProfileHeader } from '../../components/ProfileHeader.tsx';
import { ResearchPremiumLock } from '../../components/ResearchPremiumLock.tsx';
import { WalletIdentity } from './WalletIdentity.tsx';
import { WalletProfileBody } from './WalletProfileBody.tsx';
import { WALLET_TABLE_PAGES, WALLET_VIEW, WITH_PARAM } from './wallet-view.ts';

const IDLE = { loading: false, error: null, lastUpdated: null, retry: () => undefined };

/**
 * Wallet Profile (/research/wallet/:address?period=&with=): one smart-money wallet's holdings,
 * trades, PnL and win rate over the period, and the tokens it has in common with the row it was
 * opened from; for premium traders, others see the lock.
 */
export default function WalletProfileScreen() {
  const address = (useParams().address ?? '').trim();
  const [searchParams] = useSearchParams();
  const withValues = searchParams.getAll(WITH_PARAM).join('\n');
  const commonWith = useMemo(
    () => readWithTokens(withValues === '' ? [] : withValues.split('\n')),
    [withValues],
  );
  const signedIn = useIsAuthenticated();
  const { values, set } = useUrlParams(WALLET_VIEW, { resetKeys: WALLET_TABLE_PAGES });
  const possible = isWalletAddress(address);
  const state = useWalletProfile(
    { wallet: address, period: values.period, commonWith },
    possible && signedIn,
  );
  const answer = answerFor(state.data, walletSubject(address));
  const locked =
    possible && (!signedIn || (answer.status === 'premium-required' && !state.placeholder));
  const notFound = !possible || answer.status === 'not-found';
  const profile = answer.status === 'found' ? answer.view : null;

  return (
    <DataScreen
      title={SCREEN_ROUTES.walletProfile.title}
      list={possible && signedIn ? state : IDLE}
      firstLoad="content"
      filters={
        <ProfileHeader
          identity={
            <WalletIdentity address={address} profile={notFound || locked ? null : profile} />
          }
          showPeriods={!notFound && !locked}
          period={values.period}
          onPeriodChange={(period) => set('period', period)}
        />
      }
    >
      {notFound ? (
        <NotFoundNotice
          headingLevel="h2"
          framed
          title="Wallet not found"
          message={
            possible
              ? 'No smart-money wallet has this address. Open one from a Top row’s wallets or a token’s holders.'
              : 'This is not a wallet address: it is 0x and 40 hexadecimal digits.'
          }
          back={{ to: routeTo.screen('topAccumulationsCex'), label: 'Back to Top Accumulations' }}
        />
      ) : locked ? (
        <ResearchPremiumLock offers="Wallet profiles show a wallet's holdings, trades, realised and unrealised PnL and win rate: a premium feature." />
      ) : (
        <WalletProfileBody profile={profile} period={values.period} commonWith={commonWith} />
      )}
    </DataScreen>
  );
}
