import type { Theme } from '@emotion/react';
import { useCreateAlertControl, type TokenDetailView } from '@flowscope/shared-api';
import { Badge, CreateAlertButton, ScoreBadge, TokenIcon, Typography } from '@flowscope/shared-ui';

/** The token the route names, as the API describes it: icon, name, symbol, price and cap. */
export function TokenDetailHeader({ detail }: { detail: TokenDetailView }) {
  const createAlert = useCreateAlertControl();
  return (
    <header
      css={(t: Theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: t.spacing.md,
      })}
    >
      <div
        css={(t: Theme) => ({
          display: 'flex',
          alignItems: 'center',
          gap: t.spacing.md,
          minWidth: 0,
        })}
      >
        <TokenIcon token={detail.coin} size={40} />
        <div css={(t: Theme) => ({ display: 'grid', gap: t.spacing.xs, minWidth: 0 })}>
          <div
            css={(t: Theme) => ({
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: t.spacing.sm,
            })}
          >
            {/* The symbol is part of the heading, so the page is named 'Bitcoin BTC'. */}
            <Typography
              level="h1"
              css={(t: Theme) => ({
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: t.spacing.sm,
                overflowWrap: 'anywhere',
              })}
            >
              {detail.tokenName}
              <Badge intent="neutral">{detail.coin}</Badge>
            </Typography>
            <CreateAlertButton
              {...createAlert}
              target={{ type: 'token', venue: 'cex', coin: detail.coin, label: detail.tokenName }}
            />
          </div>
          <TokenScores detail={detail} />
          <Typography level="sm" tone="muted">
            Token detail
          </Typography>
        </div>
      </div>
      <dl
        css={(t: Theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          gap: t.spacing.xl,
          margin: 0,
        })}
      >
        <HeaderFigure label="Price" value={detail.priceFormatted} />
        <HeaderFigure label="Market Cap" value={detail.marketCapFormatted} />
      </dl>
    </header>
  );
}

/**
 * Both scores of the period, each named: Top Accumulations lists the first, Top Holdings the
 * second, so the number a trader clicked from is on the page, and the two never pass for one.
 */
function TokenScores({ detail }: { detail: TokenDetailView }) {
  const scores = [
    { label: 'Accumulation score', score: detail.score },
    ...(detail.holdingsScore === null
      ? []
      : [{ label: 'Holdings score', score: detail.holdingsScore }]),
  ];
  return (
    <ul
      aria-label="Scores of this period"
      css={(t: Theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        gap: t.spacing.md,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      })}
    >
      {scores.map(({ label, score }) => (
        <li
          key={label}
          css={(t: Theme) => ({
            display: 'inline-flex',
            alignItems: 'center',
            gap: t.spacing.xs,
            color: t.colors.textMuted,
            fontSize: t.fontSizes.sm,
          })}
        >
          {label} <ScoreBadge score={score} market="cex" />
        </li>
      ))}
    </ul>
  );
}

function HeaderFigure({ label, value }: { label: string; value: string }) {
  return (
    <div css={(t: Theme) => ({ display: 'grid', gap: t.spacing.xxs })}>
      <dt css={(t: Theme) => ({ color: t.colors.textMuted, fontSize: t.fontSizes.xs })}>{label}</dt>
      <dd
        css={(t: Theme) => ({
          margin: 0,
          fontSize: t.fontSizes.h3,
          fontWeight: t.fontWeights.semibold,
          fontVariantNumeric: 'tabular-nums',
        })}
      >
        {value}
      </dd>
    </div>
  );
}
