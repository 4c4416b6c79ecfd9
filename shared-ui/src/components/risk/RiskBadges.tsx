import { staticStyles, useStaticClasses } from '../../styles/static-styles.ts';
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

const styles = staticStyles((theme) => ({
  trigger: {
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
  },
  tooltipTitle: { margin: `0 0 ${theme.spacing.xs}px`, fontWeight: 600 },
  checks: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    gap: `${theme.spacing.xxs}px ${theme.spacing.sm}px`,
    margin: 0,
  },
  check: { display: 'contents' },
  checkName: { color: theme.colors.textMuted },
  checkValue: { margin: 0, color: theme.colors.text },
  raisedCheckValue: {
    margin: 0,
    color: theme.colors.warning,
    fontWeight: theme.fontWeights.semibold,
  },
}));

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
  const classes = useStaticClasses(styles);
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
          className={classes.trigger}
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
      <p className={classes.tooltipTitle}>Risk checks</p>
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
  const classes = useStaticClasses(styles);
  return (
    <dl className={classes.checks}>
      {riskChecks(risk).map((check) => (
        <div key={check.name} data-raised={check.raised || undefined} className={classes.check}>
          <dt className={classes.checkName}>{check.name}</dt>
          <dd className={check.raised ? classes.raisedCheckValue : classes.checkValue}>
            {check.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
