import { screen } from '@testing-library/react';
import { routeTo, SCREEN_ROUTES } from '@flowscope/shared-api';
import { renderScreen } from '@flowscope/shared-ui/testing';
import { describe, expect, it } from 'vitest';
import InfluencerProfileScreen from './influencer-profile/InfluencerProfileScreen.tsx';
import SignalTrackRecordScreen from './track-record/SignalTrackRecordScreen.tsx';
import WalletProfileScreen from './wallet-profile/WalletProfileScreen.tsx';

/** The value shown for a fact of the screen's address, by its label. */
function fact(label: string): string | null {
  const term = screen.getByText(label).closest('dt');
  return term?.nextElementSibling?.querySelector('span')?.textContent ?? null;
}

describe('research screens', () => {
  it('Signal Track Record names itself', () => {
    renderScreen(SignalTrackRecordScreen, {
      url: routeTo.screen('signalTrackRecord'),
      routePath: SCREEN_ROUTES.signalTrackRecord.path,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Signal Track Record' })).toBeTruthy();
  });

  it('Wallet Profile shows the wallet its address names, decoded, with a copy button', () => {
    renderScreen(WalletProfileScreen, {
      url: routeTo.walletProfile('0x9f2C/beef'),
      routePath: SCREEN_ROUTES.walletProfile.path,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Wallet Profile' })).toBeTruthy();
    expect(fact('Wallet')).toBe('0x9f2C/beef');
    expect(screen.getByRole('button', { name: 'Copy wallet address' })).toBeTruthy();
  });

  it('Influencer Profile shows the handle and names the exchange of its venue', () => {
    renderScreen(InfluencerProfileScreen, {
      url: routeTo.influencerProfile('dex', 'whale hunter'),
      routePath: SCREEN_ROUTES.influencerProfile.path,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Influencer Profile' })).toBeTruthy();
    expect(fact('Influencer')).toBe('whale hunter');
    expect(fact('Exchange')).toBe('DEX');
  });

  it('Influencer Profile shows a venue it does not know as written', () => {
    renderScreen(InfluencerProfileScreen, {
      url: '/research/influencer/otc/desk',
      routePath: SCREEN_ROUTES.influencerProfile.path,
    });
    expect(fact('Exchange')).toBe('otc');
  });
});
