import type { Theme } from '@emotion/react';
import { Badge, type BadgeIntent } from '../badge/Badge.tsx';
import { AlertGlyph } from '../icons/glyphs.tsx';
import { Tooltip } from '../tooltip/Tooltip.tsx';
import {
  riskChecks,
  riskFlagLabel,
  riskSummary,
  type TokenRiskFlagName,
  type TokenRiskLike,
} from '@flowscope/core';

const FLAG_INTENT: Record<TokenRiskFlagName, BadgeIntent> = {
  honeypot: 'attention',
  mintable: 'warning',
  concentrated: 'warning',
  unlockedLiquidity: 'warning',
};

export interface RiskBadgesProps {
  risk: TokenRiskLike;
  /** The token, for the control's name ('Risk flags of PEPE: Honeypot, Mintable'). */
  tokenName: string;
  /** How many flag badges to show before '+N' (a table cell has room for one or two). */
  maxBadges?: number;
}

/**
 * A DEX token's risk flags as compact badges, worst first ('Honeypot', 'Mintable', 'Top 10
 * hold 62.0%', 'Liquidity unlocked', or 'No flags'), in one control whose tooltip lists all
 * four checks with their values. Its name says the flags, so no one needs the tooltip to
 * know them.
 */
export function RiskBadges({ risk, tokenName, maxBadges = 1 }: RiskBadgesProps) {
  const shown = risk.flags.slice(0, maxBadges);
  const more = risk.flags.length - shown.length;
  return (
    <Tooltip
      trigger={(props) => (
        <button
          type="button"
          {...props}
          aria-label={`Risk flags of ${tokenName}: ${riskSummary(risk)}`}
          data-risk-level={risk.level}
          css={(theme: Theme) => ({
            display: 'inline-flex',
            alignItems: 'center',
            gap: theme.spacing.xxs,
            padding: 0,
            border: 0,
            background: 'none',
            color: 'inherit',
            font: 'inherit',
            cursor: 'help',
            borderRadius: theme.radii.pill,
            '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 2 },
          })}
        >
          {shown.length === 0 ? (
            <Badge intent="neutral">No flags</Badge>
          ) : (
            shown.map((flag) => (
              <Badge key={flag} intent={FLAG_INTENT[flag]} data-risk-flag={flag}>
                {flag === 'honeypot' && <AlertGlyph size={12} />}
                {riskFlagLabel(flag, risk)}
              </Badge>
            ))
          )}
          {more > 0 && <Badge intent="neutral">+{more}</Badge>}
        </button>
      )}
    >
      <p css={(theme: Theme) => ({ margin: `0 0 ${theme.spacing.xs}px`, fontWeight: 600 })}>
        Risk checks
      </p>
      <RiskChecks risk={risk} />
    </Tooltip>
  );
}

/**
 * The four checks of a token and their outcome (honeypot, mintable, top-10 holders,
 * liquidity), raised ones in the warning colour: the risk tooltip's body, and a token
 * page's risk panel.
 */
export function RiskChecks({ risk }: { risk: TokenRiskLike }) {
  return (
    <dl
      css={(theme: Theme) => ({
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        gap: `${theme.spacing.xxs}px ${theme.spacing.sm}px`,
        margin: 0,
      })}
    >
      {riskChecks(risk).map((check) => (
        <div key={check.name} data-raised={check.raised || undefined} css={{ display: 'contents' }}>
          <dt css={(theme: Theme) => ({ color: theme.colors.textMuted })}>{check.name}</dt>
          <dd
            css={(theme: Theme) => ({
              margin: 0,
              color: check.raised ? theme.colors.warning : theme.colors.text,
              fontWeight: check.raised ? theme.fontWeights.semibold : undefined,
            })}
          >
            {check.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
