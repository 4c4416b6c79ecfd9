import { ConnectWalletPrompt } from '../../components/ConnectWalletPrompt.tsx';

const BULLETS = [
  'Get an alert when smart money clusters on a token, its netflow or score moves',
  'Follow an influencer or a wallet as they open and close positions',
  'Receive alerts on your webhook or Discord, and as browser notifications',
] as const;

/** Signed out: why Alerts needs an account, and the Discord sign-in behind 'Connect Wallet'. */
export function AlertsSignIn() {
  return (
    <ConnectWalletPrompt title="To setup the alerts you need to be logged" bullets={BULLETS} />
  );
}
