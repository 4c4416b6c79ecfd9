import {
  CLUSTER_HOURS_MAX,
  CLUSTER_HOURS_MIN,
  CLUSTER_WALLETS_MAX,
  CLUSTER_WALLETS_MIN,
  saveAlertPreferences,
  useAlertPreferences,
  validateAlertPreferences,
  type AlertPreferencesErrors,
} from '@flowscope/shared-api';
import { Button, Input, staticStyles, useStaticClasses } from '@flowscope/shared-ui';
import { useState, type FormEvent } from 'react';

const styles = staticStyles((theme) => ({
  form: { display: 'grid', gap: theme.spacing.sm },
  title: { margin: 0, fontSize: theme.fontSizes.md },
  description: { margin: 0, color: theme.colors.textMuted },
  fields: { display: 'flex', gap: theme.spacing.sm },
  actions: { display: 'flex', gap: theme.spacing.sm, alignItems: 'center' },
}));

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/** Empty or non-numeric text reads as NaN, so it fails validation instead of becoming 0. */
const readNumber = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * The cluster-alert threshold: a favourited token raises an alert when this many distinct
 * smart-money wallets bought it within this many hours. Saved with the trader's preferences.
 */
export function AlertSettings() {
  const saved = useAlertPreferences();
  const [wallets, setWallets] = useState(String(saved.clusterWallets));
  const [hours, setHours] = useState(String(saved.clusterHours));
  const [errors, setErrors] = useState<AlertPreferencesErrors>({});
  const [state, setState] = useState<SaveState>('idle');
  const classes = useStaticClasses(styles);

  // Preferences loaded (or saved elsewhere) after the form opened replace what it shows.
  const [shown, setShown] = useState(saved);
  if (shown.clusterWallets !== saved.clusterWallets || shown.clusterHours !== saved.clusterHours) {
    setShown(saved);
    setWallets(String(saved.clusterWallets));
    setHours(String(saved.clusterHours));
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateAlertPreferences({
      clusterWallets: readNumber(wallets),
      clusterHours: readNumber(hours),
    });
    if (!checked.ok) {
      setErrors(checked.errors);
      setState('idle');
      return;
    }
    setErrors({});
    setState('saving');
    try {
      await saveAlertPreferences(checked.value);
      setState('saved');
    } catch {
      setState('failed');
    }
  };

  return (
    <form
      aria-label="Alert settings"
      noValidate
      onSubmit={(event) => void submit(event)}
      className={classes.form}
    >
      <h3 className={classes.title}>Alert settings</h3>
      <p className={classes.description}>
        Alert me when this many smart-money wallets buy a favourite within this many hours.
      </p>
      <div className={classes.fields}>
        <Input
          label="Smart-money wallets"
          type="number"
          inputMode="numeric"
          size="sm"
          min={CLUSTER_WALLETS_MIN}
          max={CLUSTER_WALLETS_MAX}
          value={wallets}
          status={errors.clusterWallets ? 'error' : 'empty'}
          hint={errors.clusterWallets ?? `${CLUSTER_WALLETS_MIN}–${CLUSTER_WALLETS_MAX}`}
          onChange={(event) => {
            setWallets(event.target.value);
            setState('idle');
          }}
        />
        <Input
          label="Within hours"
          type="number"
          inputMode="numeric"
          size="sm"
          min={CLUSTER_HOURS_MIN}
          max={CLUSTER_HOURS_MAX}
          value={hours}
          status={errors.clusterHours ? 'error' : 'empty'}
          hint={errors.clusterHours ?? `${CLUSTER_HOURS_MIN}–${CLUSTER_HOURS_MAX}`}
          onChange={(event) => {
            setHours(event.target.value);
            setState('idle');
          }}
        />
      </div>
      <div className={classes.actions}>
        <Button type="submit" size="sm" loading={state === 'saving'}>
          Save alert settings
        </Button>
        <span role="status">
          {state === 'saved' ? 'Saved' : state === 'failed' ? 'Save failed, try again' : ''}
        </span>
      </div>
    </form>
  );
}
