import {
  refusalMessage,
  useSetWebhookUrl,
  webhookUrlProblem,
  type WebhookView,
} from '@flowscope/shared-api';
import { Button, Input, staticStyles, useStaticClasses } from '@flowscope/shared-ui';
import { useState, type FormEvent, type Ref } from 'react';

const styles = staticStyles((theme) => ({
  form: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: theme.spacing.sm },
  field: { flex: '1 1 320px', minWidth: 0 },
  // The button's own styles set no alignment of it in its row.
  saveButton: { alignSelf: 'flex-end' },
  saved: { alignSelf: 'center' },
}));

/**
 * The webhook's URL: checked as typed on save (https:// or http://, a host, no credentials),
 * then by the API (which may refuse a private address in production, and says why).
 */
export function WebhookUrlForm({
  current,
  onSecret,
  fieldRef,
}: {
  current: WebhookView | null;
  /** The URL field (the focus goes there once the webhook is removed). */
  fieldRef?: Ref<HTMLInputElement>;
  /** The signing secret, when this save made one (the first URL). */
  onSecret: (secret: string) => void;
}) {
  const classes = useStaticClasses(styles);
  const save = useSetWebhookUrl();
  const [url, setUrl] = useState(current?.url ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  // A URL saved elsewhere (another tab) replaces what the field shows, unless it is being edited.
  const [shownUrl, setShownUrl] = useState(current?.url ?? null);
  if ((current?.url ?? null) !== shownUrl) {
    setShownUrl(current?.url ?? null);
    setUrl(current?.url ?? '');
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const typed = url.trim();
    const local = webhookUrlProblem(typed);
    if (local !== null) {
      setProblem(local);
      return;
    }
    setProblem(null);
    save.mutate(typed, {
      onSuccess: ({ secret }) => {
        setSaved(true);
        if (secret !== null) onSecret(secret);
      },
      onError: (error) => setProblem(refusalMessage(error)),
    });
  };

  return (
    <form aria-label="Set the webhook" noValidate onSubmit={submit} className={classes.form}>
      <div className={classes.field}>
        <Input
          ref={fieldRef}
          label="Webhook URL"
          type="url"
          inputMode="url"
          placeholder="https://example.com/hooks/flowscope or a Discord webhook URL"
          value={url}
          onChange={(event) => {
            setUrl(event.target.value);
            setSaved(false);
          }}
          status={problem === null ? 'empty' : 'error'}
          hint={problem ?? undefined}
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <Button type="submit" loading={save.isPending} className={classes.saveButton}>
        {current === null ? 'Save webhook' : 'Save URL'}
      </Button>
      {saved && (
        <span role="status" className={classes.saved}>
          Saved
        </span>
      )}
    </form>
  );
}
