import { useState } from 'react';
import { isApiAvailable, usePreferences } from '@flowscope/shared-api';
import { useRuntimeConfig } from '../../app/runtime-config-context.tsx';
import { SimplePage } from '../SimplePage.tsx';
import { DisabledInProduction } from './DisabledInProduction.tsx';
import { ServiceStatePanel } from './ServiceStatePanel.tsx';
import { useInterval } from './use-interval.ts';

interface HealthCheck {
  available: boolean;
  at: Date;
}

/** The API's availability, checked again every `refreshInterval` (30 s by default). */
function ApiHealth() {
  const { refreshInterval } = usePreferences();
  const [check, setCheck] = useState<HealthCheck | null>(null);
  useInterval(() => {
    void isApiAvailable().then((available) => setCheck({ available, at: new Date() }));
  }, refreshInterval);
  return (
    <p role="status" css={{ margin: 0 }}>
      {check
        ? `API ${check.available ? 'available' : 'unavailable'} (checked ${check.at.toLocaleTimeString()}, every ${refreshInterval / 1000} s)`
        : 'Checking the API…'}
    </p>
  );
}

export function DebugPage() {
  const config = useRuntimeConfig();
  if (config.mode === 'production') return <DisabledInProduction title="Debug" />;
  return (
    <SimplePage title="Debug">
      <ApiHealth />
      <ServiceStatePanel />
      <pre css={{ margin: 0, whiteSpace: 'pre-wrap' }}>{JSON.stringify(config, null, 2)}</pre>
    </SimplePage>
  );
}
