import type { FormEvent } from 'react';
import { staticStyles, useStaticClasses } from '../../styles/static-styles.ts';
import { Input } from '../field/Input.tsx';
import { Select, type SelectOption } from '../field/Select.tsx';
import {
  ALERT_RULE_KIND_LABELS,
  kindsForTarget,
  targetLabel,
  type AlertRuleDraft,
  type AlertRuleFieldErrors,
  type AlertRuleTarget,
} from '@flowscope/core';

const styles = staticStyles((theme) => ({
  form: { display: 'grid', gap: theme.spacing.md },
  general: {
    padding: theme.spacing.sm,
    borderRadius: theme.radii.md,
    background: theme.colors.attentionSubtle,
    color: theme.colors.attention,
  },
  generalText: { margin: 0 },
  target: { margin: 0 },
  row: {
    display: 'grid',
    gap: theme.spacing.md,
    gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  },
}));

export interface AlertRuleFormProps {
  /** The form's id, so a submit button outside it (a dialog's footer) can submit it. */
  id: string;
  value: AlertRuleDraft;
  onChange: (next: AlertRuleDraft) => void;
  onSubmit: () => void;
  /** The token, influencer or wallet the rule is for; null lets the trader name one. */
  target: AlertRuleTarget | null;
  /** DEX networks to choose from. */
  networks: readonly string[];
  /** Errors by the contract's field path, shown under their fields. */
  errors: AlertRuleFieldErrors;
  /** A refusal that names no field (the API's 404 on an unknown token, say). */
  message?: string | null;
}

/** The error keys of the text fields on show; any other error is said at the top. */
function fieldKeysShown(value: AlertRuleDraft, target: AlertRuleTarget | null): Set<string> {
  const keys = new Set(['name']);
  if (value.kind !== 'position_change' && target === null) {
    if (value.venue === 'cex') keys.add('token.coin');
    else keys.add('token.address');
  }
  if (value.kind === 'cluster_buys') ['wallets', 'hours'].forEach((key) => keys.add(key));
  if (value.kind === 'netflow_above') ['usd', 'hours'].forEach((key) => keys.add(key));
  if (value.kind === 'score_crossing') keys.add('level');
  if (value.kind === 'position_change' && target === null) {
    keys.add(value.subjectType === 'influencer' ? 'subject.handle' : 'subject.address');
  }
  return keys;
}

const VENUE_OPTIONS: SelectOption[] = [
  { value: 'cex', label: 'CEX' },
  { value: 'dex', label: 'DEX' },
];

/**
 * The fields of an alert rule, by kind: cluster buys (wallets within hours), netflow
 * (an amount within hours), score crossing (a level, up or down, on the accumulation or
 * holdings score) and position changes (an influencer or a wallet opening or closing one).
 * Errors come from the owner's check and are shown under their fields; nothing is checked
 * here.
 */
export function AlertRuleForm({
  id,
  value,
  onChange,
  onSubmit,
  target,
  networks,
  errors,
  message,
}: AlertRuleFormProps) {
  const classes = useStaticClasses(styles);
  const set = <K extends keyof AlertRuleDraft>(key: K, next: AlertRuleDraft[K]) =>
    onChange({ ...value, [key]: next });
  const kinds = kindsForTarget(target);
  const watchesToken = value.kind !== 'position_change';
  const fieldError = (key: string) => errors[key];
  const status = (key: string) => (errors[key] === undefined ? 'empty' : 'error');
  const textField = (
    key: keyof AlertRuleDraft,
    label: string,
    errorKey: string,
    extra: { inputMode?: 'numeric' | 'decimal'; placeholder?: string } = {},
  ) => (
    <Input
      label={label}
      value={value[key]}
      onChange={(event) => set(key, event.target.value as never)}
      status={status(errorKey)}
      hint={fieldError(errorKey)}
      autoComplete="off"
      spellCheck={false}
      {...extra}
    />
  );
  const shown = fieldKeysShown(value, target);
  const unplaced = Object.entries(errors)
    .filter(([key]) => !shown.has(key))
    .map(([, text]) => text);
  const general = [...unplaced, ...(message ? [message] : [])];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form id={id} aria-label="Alert rule" noValidate onSubmit={submit} className={classes.form}>
      {general.length > 0 && (
        <div role="alert" className={classes.general}>
          {general.map((text) => (
            <p key={text} className={classes.generalText}>
              {text}
            </p>
          ))}
        </div>
      )}
      {target !== null && (
        <p className={classes.target}>
          For <strong>{targetLabel(target)}</strong>
        </p>
      )}
      {kinds.length > 1 && (
        <Select
          label="Alert when"
          value={value.kind}
          onChange={(event) => set('kind', event.target.value as AlertRuleDraft['kind'])}
          options={kinds.map((kind) => ({ value: kind, label: ALERT_RULE_KIND_LABELS[kind] }))}
        />
      )}

      {watchesToken && target === null && (
        <div className={classes.row}>
          <Select
            label="Market"
            value={value.venue}
            onChange={(event) => set('venue', event.target.value as AlertRuleDraft['venue'])}
            options={VENUE_OPTIONS}
          />
          {value.venue === 'cex' ? (
            textField('coin', 'Coin', 'token.coin', { placeholder: 'BTC' })
          ) : (
            <>
              <Select
                label="Network"
                value={value.network}
                onChange={(event) => set('network', event.target.value)}
                status={status('token.network')}
                options={networks.map((network) => ({ value: network, label: network }))}
              />
              {textField('address', 'Contract address', 'token.address', { placeholder: '0x…' })}
            </>
          )}
        </div>
      )}

      {value.kind === 'cluster_buys' && (
        <div className={classes.row}>
          {textField('wallets', 'Smart-money wallets', 'wallets', { inputMode: 'numeric' })}
          {textField('hours', 'Within hours', 'hours', { inputMode: 'numeric' })}
        </div>
      )}
      {value.kind === 'netflow_above' && (
        <div className={classes.row}>
          {textField('usd', 'Netflow of at least (USD)', 'usd', { inputMode: 'decimal' })}
          {textField('hours', 'Within hours', 'hours', { inputMode: 'numeric' })}
        </div>
      )}
      {value.kind === 'score_crossing' && (
        <div className={classes.row}>
          <Select
            label="Score"
            value={value.scoreKind}
            onChange={(event) =>
              set('scoreKind', event.target.value as AlertRuleDraft['scoreKind'])
            }
            options={[
              { value: 'accumulation', label: 'Accumulation' },
              { value: 'holdings', label: 'Holdings' },
            ]}
          />
          <Select
            label="Direction"
            value={value.direction}
            onChange={(event) =>
              set('direction', event.target.value as AlertRuleDraft['direction'])
            }
            options={[
              { value: 'up', label: 'Rises to or above' },
              { value: 'down', label: 'Falls to or below' },
            ]}
          />
          {textField('level', 'Level (-100 to 100)', 'level', { inputMode: 'decimal' })}
        </div>
      )}
      {value.kind === 'position_change' && (
        <div className={classes.row}>
          {target === null && (
            <Select
              label="Follow"
              value={value.subjectType}
              onChange={(event) =>
                set('subjectType', event.target.value as AlertRuleDraft['subjectType'])
              }
              options={[
                { value: 'influencer', label: 'An influencer' },
                { value: 'wallet', label: 'A wallet' },
              ]}
            />
          )}
          {target === null && value.subjectType === 'influencer' && (
            <>
              <Select
                label="Influencer's market"
                value={value.subjectVenue}
                onChange={(event) =>
                  set('subjectVenue', event.target.value as AlertRuleDraft['subjectVenue'])
                }
                options={VENUE_OPTIONS}
              />
              {textField('handle', 'Handle', 'subject.handle', { placeholder: '@handle' })}
            </>
          )}
          {target === null &&
            value.subjectType === 'wallet' &&
            textField('walletAddress', 'Wallet address', 'subject.address', {
              placeholder: '0x…',
            })}
          <Select
            label="When they"
            value={value.event}
            onChange={(event) => set('event', event.target.value as AlertRuleDraft['event'])}
            options={[
              { value: 'any', label: 'Open or close a position' },
              { value: 'open', label: 'Open a position' },
              { value: 'close', label: 'Close a position' },
            ]}
          />
        </div>
      )}
      {textField('name', 'Name (optional)', 'name')}
    </form>
  );
}
