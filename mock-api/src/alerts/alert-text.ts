import type {
  AlertKind,
  AlertToken,
  CrossingDirection,
  PositionSubject,
  ScoreKind,
} from '@flowscope/shared-api/contract';

/**
 * The words of an alert, as a notification, the bell and a webhook show them. Plain text:
 * every receiver treats it as text, never as HTML.
 */
export interface AlertText {
  title: string;
  body: string;
}

const plural = (count: number, word: string): string => `${word}${count === 1 ? '' : 's'}`;

/** Money as the app abbreviates it: `$1.23M`, `-$450.00K`, `$512.00`. */
function compactUsd(value: number): string {
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  const units: [number, string][] = [
    [1e12, 'T'],
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'K'],
  ];
  for (const [size, unit] of units) {
    // 999,999 reads $1.00M, as the app's formatter rounds it.
    if (Number((abs / size).toFixed(2)) >= 1) return `${sign}$${(abs / size).toFixed(2)}${unit}`;
  }
  return `${sign}$${abs.toFixed(2)}`;
}

/** A price with 4 significant digits (`$62,750`, `$0.001234`). */
function priceUsd(value: number): string {
  if (value >= 1000) return `$${Math.round(value).toLocaleString('en-US')}`;
  return `$${Number(value.toPrecision(4))}`;
}

/** The text of an alert on a favourite, the same words as the bell's toasts. */
export function favoriteAlertText(
  kind: Exclude<AlertKind, 'rule'>,
  token: AlertToken,
  count: number,
  hours: number | null,
): AlertText {
  const name = token.name || token.ticker;
  if (kind === 'cluster') {
    const window = hours ?? 1;
    return {
      title: `Smart-money cluster on ${token.ticker}`,
      body: `${count} smart-money wallets bought ${token.ticker} in the last ${window} ${plural(window, 'hour')}, one of your favourites.`,
    };
  }
  if (kind === 'signal') {
    return {
      title: `New signal on ${token.ticker}`,
      body: `Smart money is moving on ${name}, one of your favourites.`,
    };
  }
  return {
    title: `${plural(count, 'Influencer trade')} on ${token.ticker}`,
    body: `${count} ${plural(count, 'influencer trade')} on ${name}, one of your favourites.`,
  };
}

export function clusterRuleText(
  token: AlertToken,
  wallets: number,
  hours: number,
  threshold: number,
): AlertText {
  return {
    title: `Smart-money cluster on ${token.ticker}`,
    body: `${wallets} smart-money ${plural(wallets, 'wallet')} bought ${token.ticker} in the last ${hours} ${plural(hours, 'hour')} (your rule: ${threshold} or more).`,
  };
}

export function netflowRuleText(
  token: AlertToken,
  netflow: number,
  hours: number,
  level: number,
): AlertText {
  return {
    title: `Netflow into ${token.ticker} above ${compactUsd(level)}`,
    body: `Smart-money netflow into ${token.ticker} was ${compactUsd(netflow)} over the last ${hours} ${plural(hours, 'hour')} (your level: ${compactUsd(level)}).`,
  };
}

export function scoreRuleText(
  token: AlertToken,
  scoreKind: ScoreKind,
  direction: CrossingDirection,
  score: number,
  level: number,
): AlertText {
  const moved = direction === 'up' ? 'rose to' : 'fell to';
  const side = direction === 'up' ? 'at or above' : 'at or below';
  return {
    title: `${token.ticker} ${scoreKind} score crossed ${level}`,
    body: `The ${scoreKind} score of ${token.ticker} ${moved} ${score.toFixed(1)}, ${side} your level of ${level}.`,
  };
}

/** How a trade moved a position: opened or closed, and which side (CEX) or buy/sell (DEX). */
export interface PositionMove {
  event: 'open' | 'close';
  /** CEX perpetuals: the position's side; DEX: null (spot holdings). */
  side: 'long' | 'short' | null;
}

function moveVerb(move: PositionMove): string {
  if (move.side === null) return move.event === 'open' ? 'bought into' : 'sold out of';
  return `${move.event === 'open' ? 'opened' : 'closed'} a ${move.side} on`;
}

/** `@handle` for an influencer, `Wallet 0x12ab…cd34` for a wallet. */
function subjectLabel(subject: PositionSubject): string {
  if (subject.type === 'influencer') return `@${subject.handle}`;
  const address = subject.address;
  return `Wallet ${address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address}`;
}

export function positionRuleText(
  subject: PositionSubject,
  token: AlertToken,
  move: PositionMove,
  usd: number,
  price: number,
): AlertText {
  const who = subjectLabel(subject);
  const verb = moveVerb(move);
  const name = token.name && token.name !== token.ticker ? ` (${token.name})` : '';
  return {
    title: `${who} ${verb} ${token.ticker}`,
    body: `${who} ${verb} ${token.ticker}${name}: ${compactUsd(usd)} at ${priceUsd(price)}.`,
  };
}
