import { SimplePage } from '../SimplePage.tsx';

/** What a debug page shows in production (spec §2: the debug pages say they are disabled). */
export function DisabledInProduction({ title }: { title: string }) {
  return (
    <SimplePage title={title}>
      <p css={{ margin: 0 }}>Debug pages are disabled in production.</p>
    </SimplePage>
  );
}
