import { enumParam } from '@flowscope/shared-ui';

/** How the alpha feeds list their alerts: by score, highest first (the default), or newest first. */
export const ALERT_ORDERS = [
  { value: 'score', label: 'Highest score' },
  { value: 'newest', label: 'Newest' },
] as const;

export type AlertOrder = (typeof ALERT_ORDERS)[number]['value'];

/** The order in the URL (`?order=newest`); the default, score, leaves the address clean. */
export const alertOrderParam = enumParam<AlertOrder>(
  'order',
  ALERT_ORDERS.map((order) => order.value),
  'score',
);

/**
 * The alerts in the chosen order. The API answers newest first, so 'newest' keeps its order;
 * 'score' puts the highest score first, and equal scores stay newest first.
 */
export function orderAlerts<Alert extends { score: number }>(
  alerts: readonly Alert[],
  order: AlertOrder,
): Alert[] {
  if (order === 'newest') return [...alerts];
  return alerts
    .map((alert, index) => ({ alert, index }))
    .sort((a, b) => b.alert.score - a.alert.score || a.index - b.index)
    .map(({ alert }) => alert);
}
