import type { Theme } from '@emotion/react';
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
import { Button, Input } from '@flowscope/shared-ui';
import { useState, type FormEvent } from 'react';

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
      css={(theme: Theme) => ({ display: 'grid', gap: theme.spacing.sm })}
    >
      <h3 css={(theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.md })}>Alert settings</h3>
      <p css={(theme: Theme) => ({ margin: 0, color: theme.colors.textMuted })}>
        Alert me when this many smart-money wallets buy a favourite within this many hours.
      </p>
      <div css={(theme: Theme) => ({ display: 'flex', gap: theme.spacing.sm })}>
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
      <div
        css={(theme: Theme) => ({ display: 'flex', gap: theme.spacing.sm, alignItems: 'center' })}
      >
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
