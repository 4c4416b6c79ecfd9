import { SimplePage } from './SimplePage.tsx';

export function OAuthCallbackPage() {
  return (
    <SimplePage title="Signing in">
      <p role="status" css={{ margin: 0 }}>
        Completing Discord sign-in…
      </p>
    </SimplePage>
  );
}
