import { useParams } from 'react-router';
import { SCREEN_ROUTES } from '@flowscope/shared-api';
import { CopyButton } from '@flowscope/shared-ui';
import { ProfileFrame } from '../profile-frame/ProfileFrame.tsx';

/** Wallet Profile of the wallet its address names (/research/wallet/:address). */
export default function WalletProfileScreen() {
  const { address = '' } = useParams();
  return (
    <ProfileFrame
      title={SCREEN_ROUTES.walletProfile.title}
      facts={[
        {
          label: 'Wallet',
          value: address,
          action: <CopyButton value={address} label="Copy wallet address" />,
        },
      ]}
    />
  );
}
