/** What may be wrong with a DEX token, worst first (shared-api maps the API's risk to these). */
export type TokenRiskFlagName = 'honeypot' | 'mintable' | 'concentrated' | 'unlockedLiquidity';

/** danger: a honeypot; warning: any other flag; clear: none. */
export type TokenRiskLevelName = 'danger' | 'warning' | 'clear';

/** A token's risk flags as shared-api maps them (TokenRiskView). */
export interface TokenRiskLike {
  honeypot: boolean;
  mintable: boolean;
  /** Percent (0-100) of the supply the 10 largest wallets hold. */
  top10HoldersPct: number;
  top10HoldersPctFormatted: string;
  liquidityLocked: boolean;
  /** The flags raised, worst first. */
  flags: readonly TokenRiskFlagName[];
  level: TokenRiskLevelName;
}

/** A flag's short badge text, the way a trader says it. */
export function riskFlagLabel(flag: TokenRiskFlagName, risk: TokenRiskLike): string {
  switch (flag) {
    case 'honeypot':
      return 'Honeypot';
    case 'mintable':
      return 'Mintable';
    case 'concentrated':
      return `Top 10 hold ${risk.top10HoldersPctFormatted}`;
    case 'unlockedLiquidity':
      return 'Liquidity unlocked';
  }
}

/** The flags in words, for a name: 'Honeypot, Mintable' or 'no flags raised'. */
export function riskSummary(risk: TokenRiskLike): string {
  return risk.flags.length === 0
    ? 'no flags raised'
    : risk.flags.map((flag) => riskFlagLabel(flag, risk)).join(', ');
}

/** Each of the four checks and its outcome, for the tooltip. */
export function riskChecks(
  risk: TokenRiskLike,
): { name: string; value: string; raised: boolean }[] {
  return [
    {
      name: 'Honeypot',
      value: risk.honeypot ? 'Yes: buying works, selling does not' : 'No',
      raised: risk.honeypot,
    },
    {
      name: 'Mintable',
      value: risk.mintable ? 'Yes: the contract can still mint new supply' : 'No',
      raised: risk.mintable,
    },
    {
      name: 'Top 10 holders',
      value: `${risk.top10HoldersPctFormatted} of the supply`,
      raised: risk.flags.includes('concentrated'),
    },
    {
      name: 'Liquidity',
      value: risk.liquidityLocked ? 'Locked' : 'Not locked: it can be pulled at once',
      raised: !risk.liquidityLocked,
    },
  ];
}

/**
 * Whether 'Hide risky' leaves a token out: a honeypot (it cannot be sold) or a contract that
 * can still mint (supply can be diluted at will). Concentrated holders and unlocked
 * liquidity stay: they are warnings most fresh tokens carry. No risk known: never hidden.
 */
export function isRiskyToken(risk: TokenRiskLike | null | undefined): boolean {
  return risk !== null && risk !== undefined && (risk.honeypot || risk.mintable);
}
