import type { Theme } from '@emotion/react';
import { routeTo, useCreateAlertControl, type WalletProfileView } from '@flowscope/shared-api';
import { CopyButton, CreateAlertButton, Typography } from '@flowscope/shared-ui';
import { Link } from 'react-router';

/**
 * The wallet: its full address with a copy button (it wraps on a phone, never widening the
 * page), and once the profile has come, the influencer who owns it.
 */
export function WalletIdentity({
  address,
  profile,
}: {
  address: string;
  profile: WalletProfileView | null;
}) {
  const createAlert = useCreateAlertControl();
  return (
    <div css={(theme: Theme) => ({ display: 'grid', gap: theme.spacing.xxs, minWidth: 0 })}>
      <div
        css={(theme: Theme) => ({
          display: 'flex',
          alignItems: 'center',
          gap: theme.spacing.sm,
          minWidth: 0,
        })}
      >
        <Typography
          as="p"
          level="md"
          css={(theme: Theme) => ({
            margin: 0,
            fontFamily: theme.monoFontFamily,
            overflowWrap: 'anywhere',
            minWidth: 0,
          })}
        >
          {address}
        </Typography>
        <CopyButton value={address} label="Copy wallet address" />
        <CreateAlertButton
          {...createAlert}
          target={{ type: 'wallet', address, label: 'this wallet' }}
        />
      </div>
      <Typography level="sm" tone="muted" css={{ margin: 0, minHeight: 20 }}>
        {profile?.label && profile.influencerVenue ? (
          <>
            Wallet of{' '}
            <Link
              to={routeTo.influencerProfile(profile.influencerVenue, profile.label)}
              css={(theme: Theme) => ({ color: theme.colors.link })}
            >
              @{profile.label}
            </Link>{' '}
            ({profile.influencerVenue.toUpperCase()} influencer)
          </>
        ) : profile ? (
          'Smart-money wallet'
        ) : null}
      </Typography>
    </div>
  );
}
