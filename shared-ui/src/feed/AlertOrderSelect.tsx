import { Select } from '@flowscope/shared-ui';
import { ALERT_ORDERS, alertOrderParam, type AlertOrder } from './alert-order.ts';

export interface AlertOrderSelectProps {
  value: AlertOrder;
  onChange: (value: AlertOrder) => void;
}

/** The alpha feeds' order: 'Highest score' (default) or 'Newest'. */
export function AlertOrderSelect({ value, onChange }: AlertOrderSelectProps) {
  return (
    <Select
      label="Order"
      size="md"
      options={ALERT_ORDERS}
      value={value}
      onChange={(event) => onChange(alertOrderParam.parse(event.target.value))}
    />
  );
}
