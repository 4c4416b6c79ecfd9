import { validateOAuthConfig } from '@flowscope/shared-api';
import { useRuntimeConfig } from '../app/runtime-config-context.tsx';
import { SimplePage } from './SimplePage.tsx';

function DisabledInProduction({ title }: { title: string }) {
  return (
    <SimplePage title={title}>
      <p css={{ margin: 0 }}>Debug pages are disabled in production.</p>
    </SimplePage>
  );
}

export function DebugPage() {
  const config = useRuntimeConfig();
  if (config.mode === 'production') return <DisabledInProduction title="Debug" />;
  return (
    <SimplePage title="Debug">
      <pre css={{ margin: 0, whiteSpace: 'pre-wrap' }}>{JSON.stringify(config, null, 2)}</pre>
    </SimplePage>
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
        <ul role="alert" aria-label="Configuration problems" css={{ margin: 0 }}>
          {check.errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
    </SimplePage>
  );
}
