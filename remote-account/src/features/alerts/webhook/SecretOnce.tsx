import type { Theme } from '@emotion/react';
import { Button, CopyButton } from '@flowscope/shared-ui';

/** The signing secret, shown this once: copy it now, it is never shown again. */
export function SecretOnce({ secret, onDone }: { secret: string; onDone: () => void }) {
  return (
    <div
      role="region"
      aria-label="Signing secret"
      css={(theme: Theme) => ({
        display: 'grid',
        gap: theme.spacing.sm,
        padding: theme.spacing.md,
        borderRadius: theme.radii.md,
        border: `1px solid ${theme.colors.warning}`,
        background: theme.colors.warningSubtle,
      })}
    >
      <strong>Your signing secret, shown once: copy it now.</strong>
      <div
        css={(theme: Theme) => ({ display: 'flex', alignItems: 'center', gap: theme.spacing.sm })}
      >
        <code
          data-secret
          css={(theme: Theme) => ({
            fontFamily: theme.monoFontFamily,
            overflowWrap: 'anywhere',
            userSelect: 'all',
          })}
        >
          {secret}
        </code>
        <CopyButton value={secret} label="Copy signing secret" />
      </div>
      <div>
        <Button size="sm" variant="secondary" onClick={onDone}>
          I have saved it
        </Button>
      </div>
    </div>
  );
}
