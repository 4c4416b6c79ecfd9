import type { Theme } from '@emotion/react';
import { useWebhookDeliveries } from '@flowscope/shared-api';
import { Badge, Button, Spinner, visuallyHidden } from '@flowscope/shared-ui';

const cell = (theme: Theme) => ({
  padding: `${theme.spacing.xs}px ${theme.spacing.sm}px`,
  borderBottom: `1px solid ${theme.colors.border}`,
  textAlign: 'left' as const,
  whiteSpace: 'nowrap' as const,
});

/** The last 50 delivery attempts, newest first: when, what, which attempt, the answer, a retry. */
export function DeliveryLog() {
  const log = useWebhookDeliveries();
  const entries = log.data ?? [];
  return (
    <div css={(theme: Theme) => ({ display: 'grid', gap: theme.spacing.sm, minWidth: 0 })}>
      <div css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <h3 css={(theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.h4 })}>Delivery log</h3>
        <Button
          size="sm"
          variant="tertiary"
          loading={log.isFetching}
          onClick={() => void log.refetch()}
        >
          Refresh log
        </Button>
      </div>
      {log.isPending ? (
        <Spinner label="Loading deliveries" />
      ) : entries.length === 0 ? (
        <p css={(theme: Theme) => ({ margin: 0, color: theme.colors.textMuted })}>
          No deliveries yet. Send a test to see one.
        </p>
      ) : (
        <div css={{ overflowX: 'auto' }}>
          <table css={{ borderCollapse: 'collapse', width: '100%' }}>
            <caption css={visuallyHidden}>Webhook deliveries, newest first</caption>
            <thead>
              <tr>
                {['Time', 'Alert', 'Attempt', 'Result', 'Next retry'].map((label) => (
                  <th key={label} scope="col" css={cell}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} data-ok={entry.ok}>
                  <td css={cell}>{entry.timeFormatted}</td>
                  <td css={cell}>{entry.test ? 'Test' : `Alert #${entry.alertId ?? ''}`}</td>
                  <td css={cell}>{entry.attempt === 1 ? 'First' : `Retry ${entry.attempt - 1}`}</td>
                  <td css={cell}>
                    <Badge intent={entry.ok ? 'positive' : 'attention'}>
                      {entry.ok ? 'Delivered' : 'Failed'}
                    </Badge>{' '}
                    {entry.outcome}
                  </td>
                  <td css={cell}>{entry.nextRetryFormatted || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
