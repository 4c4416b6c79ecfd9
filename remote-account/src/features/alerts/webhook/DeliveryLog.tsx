import { useWebhookDeliveries } from '@flowscope/shared-api';
import {
  Badge,
  Button,
  Spinner,
  staticStyles,
  useStaticClasses,
  visuallyHidden,
} from '@flowscope/shared-ui';

const styles = staticStyles((theme) => ({
  log: { display: 'grid', gap: theme.spacing.sm, minWidth: 0 },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
  title: { margin: 0, fontSize: theme.fontSizes.h4 },
  empty: { margin: 0, color: theme.colors.textMuted },
  scroller: { overflowX: 'auto' },
  table: { borderCollapse: 'collapse', width: '100%' },
  caption: visuallyHidden,
  cell: {
    padding: `${theme.spacing.xs}px ${theme.spacing.sm}px`,
    borderBottom: `1px solid ${theme.colors.border}`,
    textAlign: 'left',
    whiteSpace: 'nowrap',
  },
}));

/** The last 50 delivery attempts, newest first: when, what, which attempt, the answer, a retry. */
export function DeliveryLog() {
  const classes = useStaticClasses(styles);
  const log = useWebhookDeliveries();
  const entries = log.data ?? [];
  return (
    <div className={classes.log}>
      <div className={classes.header}>
        <h3 className={classes.title}>Delivery log</h3>
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
        <p className={classes.empty}>No deliveries yet. Send a test to see one.</p>
      ) : (
        <div className={classes.scroller}>
          <table className={classes.table}>
            <caption className={classes.caption}>Webhook deliveries, newest first</caption>
            <thead>
              <tr>
                {['Time', 'Alert', 'Attempt', 'Result', 'Next retry'].map((label) => (
                  <th key={label} scope="col" className={classes.cell}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} data-ok={entry.ok}>
                  <td className={classes.cell}>{entry.timeFormatted}</td>
                  <td className={classes.cell}>
                    {entry.test ? 'Test' : `Alert #${entry.alertId ?? ''}`}
                  </td>
                  <td className={classes.cell}>
                    {entry.attempt === 1 ? 'First' : `Retry ${entry.attempt - 1}`}
                  </td>
                  <td className={classes.cell}>
                    <Badge intent={entry.ok ? 'positive' : 'attention'}>
                      {entry.ok ? 'Delivered' : 'Failed'}
                    </Badge>{' '}
                    {entry.outcome}
                  </td>
                  <td className={classes.cell}>{entry.nextRetryFormatted || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
