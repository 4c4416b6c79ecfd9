import { describe, expect, it } from 'vitest';
import { NOW, setupEndpointTests } from '../endpoints/test-setup.ts';
import { jsonResponse, routeByPath, signInForTest } from '../http/test-support.ts';
import { setApiFetch } from '../http/transport.ts';
import { loadInfluencerProfile } from './use-influencer-profile.ts';
import { loadRowWallets } from './use-row-wallets.ts';
import { loadSignalTrackRecord } from './use-signal-track-record.ts';
import { loadWalletProfile } from './use-wallet-profile.ts';

setupEndpointTests();

const USER = '180000000000000001';
const WALLET = '0x65983cbd71c8e93f925c5b97f848d9c9556fece8';
const signal = new AbortController().signal;

function answer404(message: string) {
  setApiFetch(async () => jsonResponse({ message }, 404));
}

describe('the research screens ask for their URL state', () => {
  it("asks for a Top row's wallets over the tab's hours, or the range's whole local days", async () => {
    const api = routeByPath({ '/row_wallets': { result: 'ok', data: null } });
    const token = { venue: 'cex', coin: 'BTC' } as const;
    await loadRowWallets({ token, list: 'holdings', period: '7d', range: null }, signal, NOW).catch(
      () => undefined,
    );
    await loadRowWallets(
      {
        token,
        list: 'accumulations',
        period: '7d',
        range: { from: '2025-05-30', to: '2025-05-31' },
      },
      signal,
      NOW,
    ).catch(() => undefined);
    const [byPeriod, byRange] = (await api.payloads()).map((sent) => sent.body);
    expect(byPeriod).toEqual({
      user_id: 0,
      token,
      list: 'holdings',
      from_datetime: '2025-05-26T12:00:00.000Z',
      to_datetime: '2025-06-02T12:00:00.000Z',
    });
    expect(byRange).toMatchObject({
      list: 'accumulations',
      from_datetime: new Date(2025, 4, 30).toISOString(),
      to_datetime: new Date(2025, 4, 31, 23, 59, 59, 999).toISOString(),
    });
  });

  it("asks for a wallet's period and the row's tokens to compare with", async () => {
    signInForTest(USER);
    const api = routeByPath({ '/wallet_profile': { result: 'Non-premium', data: null } });
    const answer = await loadWalletProfile(
      { wallet: WALLET, period: '24h', commonWith: [{ venue: 'cex', coin: 'ETH' }] },
      signal,
      NOW,
    );
    expect(answer).toEqual({ status: 'premium-required', subject: WALLET });
    expect((await api.payloads())[0]?.body).toEqual({
      user_id: USER,
      wallet: WALLET,
      from_datetime: '2025-06-01T12:00:00.000Z',
      to_datetime: '2025-06-02T12:00:00.000Z',
      common_with: [{ venue: 'cex', coin: 'ETH' }],
    });
  });

  it('files an unknown influencer as not found, under the handle asked for', async () => {
    answer404('Unknown CEX influencer: @nobody');
    expect(
      await loadInfluencerProfile({ venue: 'cex', handle: '@NoBody', period: '30d' }, signal, NOW),
    ).toEqual({ status: 'not-found', subject: 'cex/nobody' });
  });

  it("asks for one venue's track record over the period", async () => {
    const api = routeByPath({ '/signal_track_record': { result: 'ok', data: null } });
    await loadSignalTrackRecord({ venue: 'dex', period: '7d' }, signal, NOW).catch(() => undefined);
    expect((await api.payloads())[0]?.body).toEqual({
      user_id: 0,
      venue: 'dex',
      from_datetime: '2025-05-26T12:00:00.000Z',
      to_datetime: '2025-06-02T12:00:00.000Z',
    });
  });
});
