import { useState } from 'react';
import {
  connectDiscordForDebug,
  disconnectDiscordForDebug,
  errorMessageOf,
  getAuthHealth,
  refreshGuildsForDebug,
} from '@flowscope/shared-api';
import { Button } from '@flowscope/shared-ui';

/** Connect (600x800 popup), disconnect, refresh guilds and the GET /auth/health test. */
export function DiscordDebugActions() {
  const [health, setHealth] = useState<string | null>(null);
  const testAuthHealth = () => {
    setHealth('Testing GET /auth/health…');
    getAuthHealth().then(
      (answer) => setHealth(`GET /auth/health: ${answer.status} (${answer.service})`),
      (error: unknown) => setHealth(`GET /auth/health failed: ${errorMessageOf(error)}`),
    );
  };
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.spacing.sm })}>
      <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.spacing.sm })}>
        <Button size="sm" onClick={() => void connectDiscordForDebug()}>
          Connect Discord
        </Button>
        <Button size="sm" variant="secondary" onClick={() => disconnectDiscordForDebug()}>
          Disconnect
        </Button>
        <Button size="sm" variant="secondary" onClick={() => void refreshGuildsForDebug()}>
          Refresh guilds
        </Button>
        <Button size="sm" variant="tertiary" onClick={testAuthHealth}>
          Test /auth/health
        </Button>
      </div>
      {health && (
        <p role="status" css={{ margin: 0 }}>
          {health}
        </p>
      )}
    </div>
  );
}
