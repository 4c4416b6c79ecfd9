import {
  DISCORD_NOT_CONNECTED,
  OAUTH_ERRORS,
  useSession,
  validateOAuthConfig,
} from '@flowscope/shared-api';
import { useRuntimeConfig } from '../../app/runtime-config-context.tsx';
import { SimplePage } from '../SimplePage.tsx';
import { DisabledInProduction } from './DisabledInProduction.tsx';
import { DiscordDebugActions } from './DiscordDebugActions.tsx';

function ConnectionState() {
  const { user, guilds } = useSession();
  if (!user) return <p css={{ margin: 0 }}>{DISCORD_NOT_CONNECTED}</p>;
  return (
    <div>
      <p css={{ margin: 0 }}>Connected as {user.globalName ?? user.username}</p>
      <ul aria-label="Guilds">
        {guilds.map((guild) => (
          <li key={guild.id}>{guild.name}</li>
        ))}
      </ul>
    </div>
  );
}

export function DiscordDebugPage() {
  const config = useRuntimeConfig();
  if (config.mode === 'production') return <DisabledInProduction title="Discord OAuth Debug" />;
  const check = validateOAuthConfig(config.discord);
  return (
    <SimplePage title="Discord OAuth Debug">
      <dl>
        <dt>Client id</dt>
        <dd>{config.discord.clientId}</dd>
        <dt>Redirect URI</dt>
        <dd>{config.discord.redirectUri}</dd>
        <dt>Authorize URL</dt>
        <dd>{config.discord.authorizeUrl}</dd>
      </dl>
      {check.valid ? (
        <p role="status" css={{ margin: 0 }}>
          The Discord OAuth configuration is valid.
        </p>
      ) : (
        <div role="alert">
          <p css={{ margin: 0 }}>{OAUTH_ERRORS.notConfiguredShort}</p>
          <ul aria-label="Configuration problems" css={{ margin: 0 }}>
            {check.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </div>
      )}
      <ConnectionState />
      <DiscordDebugActions />
    </SimplePage>
  );
}
