import { routeTo, useCreateAlertControl, type WalletProfileView } from '@flowscope/shared-api';
import {
  CopyButton,
  CreateAlertButton,
  staticStyles,
  Typography,
  useStaticClasses,
} from '@flowscope/shared-ui';
import { Link } from 'react-router';

const styles = staticStyles((theme) => ({
  identity: { display: 'grid', gap: theme.spacing.xxs, minWidth: 0 },
  addressRow: { display: 'flex', alignItems: 'center', gap: theme.spacing.sm, minWidth: 0 },
  address: {
    margin: 0,
    fontFamily: theme.monoFontFamily,
    overflowWrap: 'anywhere',
    minWidth: 0,
  },
  owner: { margin: 0, minHeight: 20 },
  ownerLink: { color: theme.colors.link },
}));

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
  const classes = useStaticClasses(styles);
  const createAlert = useCreateAlertControl();
  return (
    <div className={classes.identity}>
      <div className={classes.addressRow}>
        <Typography as="p" level="md" className={classes.address}>
          {address}
        </Typography>
        <CopyButton value={address} label="Copy wallet address" />
        <CreateAlertButton
          {...createAlert}
          target={{ type: 'wallet', address, label: 'this wallet' }}
        />
      </div>
      <Typography level="sm" tone="muted" className={classes.owner}>
        {profile?.label && profile.influencerVenue ? (
          <>
            Wallet of{' '}
            <Link
              to={routeTo.influencerProfile(profile.influencerVenue, profile.label)}
              className={classes.ownerLink}
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
