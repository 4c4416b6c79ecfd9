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
    </SimplePage>
  );
}
