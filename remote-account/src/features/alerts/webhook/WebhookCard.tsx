import {
  refusalMessage,
  useRemoveWebhook,
  useRotateWebhookSecret,
  useSendTestWebhook,
  useWebhook,
  type WebhookDeliveryView,
} from '@flowscope/shared-api';
import { Button, ErrorBox, Spinner, staticStyles, useStaticClasses } from '@flowscope/shared-ui';
import { useRef, useState } from 'react';
import { Card } from '../Card.tsx';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { DeliveryLog } from './DeliveryLog.tsx';
import { SecretOnce } from './SecretOnce.tsx';
import { WebhookUrlForm } from './WebhookUrlForm.tsx';

const styles = staticStyles((theme) => ({
  summary: { margin: 0, color: theme.colors.textMuted },
  actions: { display: 'flex', flexWrap: 'wrap', gap: theme.spacing.sm },
  testResult: { margin: 0 },
  failure: { margin: 0, color: theme.colors.attention },
}));

function testOutcome(attempt: WebhookDeliveryView): string {
  return attempt.ok
    ? `Test alert delivered (${attempt.outcome}).`
    : `Test alert not delivered: ${attempt.outcome}${attempt.nextRetryAt === null ? '' : ', retrying'}.`;
}

/**
 * The webhook: its URL (any https:// or http:// address, or a Discord webhook), the signing
 * secret shown once when made or rotated, 'Send test', and the log of the last 50 deliveries.
 */
export function WebhookCard() {
  const classes = useStaticClasses(styles);
  const webhook = useWebhook();
  const rotate = useRotateWebhookSecret();
  const test = useSendTestWebhook();
  const remove = useRemoveWebhook();
  // A secret just made: held here only, never cached, gone on 'Done' or leaving the page.
  const [secret, setSecret] = useState<string | null>(null);
  const [testResult, setTestResult] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<'rotate' | 'remove' | null>(null);
  const urlField = useRef<HTMLInputElement>(null);
  const settings = webhook.data ?? null;

  const runTest = () => {
    setTestResult(null);
    test.mutate(undefined, {
      onSuccess: (attempt) => setTestResult(testOutcome(attempt)),
      onError: (error) => setTestResult(`Test alert not sent: ${refusalMessage(error)}`),
    });
  };

  return (
    <Card
      title="Webhook"
      description="Every new alert is POSTed to your URL as signed JSON (a Discord webhook gets a Discord message). Check the X-Flowscope-Signature header with your secret."
    >
      {webhook.isPending ? (
        <Spinner label="Loading your webhook" />
      ) : webhook.isError ? (
        <ErrorBox
          title="Could not load your webhook"
          message={webhook.error.message}
          retryLabel="Retry"
          onRetry={() => void webhook.refetch()}
        />
      ) : (
        <>
          <WebhookUrlForm current={settings} onSecret={setSecret} fieldRef={urlField} />
          {secret !== null && <SecretOnce secret={secret} onDone={() => setSecret(null)} />}
          {settings !== null && (
            <>
              <p className={classes.summary}>
                {settings.format === 'discord'
                  ? 'Discord webhook: alerts arrive as Discord messages.'
                  : 'Alerts arrive as JSON.'}{' '}
                Signing secret ending in <code>{settings.secretHint}</code>.
              </p>
              <div className={classes.actions}>
                <Button size="sm" onClick={runTest} loading={test.isPending}>
                  Send test
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-haspopup="dialog"
                  loading={rotate.isPending}
                  onClick={() => setConfirm('rotate')}
                >
                  Rotate secret
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  intent="attention"
                  aria-haspopup="dialog"
                  onClick={() => setConfirm('remove')}
                >
                  Remove webhook
                </Button>
              </div>
              {testResult !== null && (
                <p role="status" className={classes.testResult}>
                  {testResult}
                </p>
              )}
              {rotate.isError && (
                <p role="alert" className={classes.failure}>
                  The secret was not rotated: {refusalMessage(rotate.error)}
                </p>
              )}
              {remove.isError && (
                <p role="alert" className={classes.failure}>
                  The webhook was not removed: {refusalMessage(remove.error)}
                </p>
              )}
              <DeliveryLog />
            </>
          )}
        </>
      )}
      <ConfirmDialog
        open={confirm === 'rotate'}
        title="Rotate the signing secret?"
        confirmLabel="Rotate secret"
        onClose={() => setConfirm(null)}
        onConfirm={() =>
          rotate.mutate(undefined, { onSuccess: (answer) => setSecret(answer.secret) })
        }
      >
        A new secret signs every delivery from now on; the old one stops at once. You will see the
        new one once.
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === 'remove'}
        title="Remove the webhook?"
        confirmLabel="Remove webhook"
        danger
        // Its buttons go with it: the focus goes to the URL field, to set another.
        focusAfterConfirm={urlField}
        onClose={() => setConfirm(null)}
        onConfirm={() => {
          setSecret(null);
          setTestResult(null);
          remove.mutate();
        }}
      >
        Alerts stop going to this URL; its secret and delivery log are deleted.
      </ConfirmDialog>
    </Card>
  );
}
