import { Select } from '@flowscope/shared-ui';
import {
  DEFAULT_MIN_ACTIVE_WALLETS,
  MIN_ACTIVE_WALLETS_OPTIONS,
  parseMinActiveWallets,
} from '@flowscope/core';

const SELECT_OPTIONS = MIN_ACTIVE_WALLETS_OPTIONS.map((option) => ({
  value: String(option.value),
  label: option.label,
}));

export interface MinActiveWalletsSelectProps {
  value: number;
  onChange: (value: number) => void;
}

/** 'Min active wallets': 0-4, More than 5, More than 10, More than 50. */
export function MinActiveWalletsSelect({ value, onChange }: MinActiveWalletsSelectProps) {
  return (
    <Select
      label="Min active wallets"
      size="md"
      options={SELECT_OPTIONS}
      value={String(value)}
      onChange={(event) =>
        onChange(parseMinActiveWallets(event.target.value) ?? DEFAULT_MIN_ACTIVE_WALLETS)
      }
    />
  );
}
