import { OAUTH_ERRORS } from './oauth-constants.ts';

/** What the host passes in from its runtime config; nothing here is secret. */
export interface OAuthConfig {
  clientId: string;
  redirectUri: string;
  authorizeUrl: string;
}

export const OAUTH_CONFIG_MESSAGES = {
  clientIdMissing: 'Discord Client ID is missing',
  clientIdLength: 'Discord Client ID has invalid length (17-19 digits expected)',
  clientIdCharacters: 'Discord Client ID contains invalid characters (digits only)',
  redirectUriMissing: 'Redirect URI is missing',
  redirectUriInvalid: 'Redirect URI is invalid (must start with http:// or https://)',
} as const;

export interface OAuthConfigCheck {
  valid: boolean;
  errors: string[];
}

/**
 * Values left in by a template rather than set by an operator. The spec has no message of its
 * own for them, so a placeholder counts as a missing client id.
 */
const PLACEHOLDER_PATTERN = /your|client[_-]?id|placeholder|changeme|x{3,}|^0+$/i;

function isPlaceholderClientId(clientId: string): boolean {
  return PLACEHOLDER_PATTERN.test(clientId);
}

function clientIdErrors(raw: string | null | undefined): string[] {
  const clientId = raw?.trim() ?? '';
  if (clientId === '' || isPlaceholderClientId(clientId)) {
    return [OAUTH_CONFIG_MESSAGES.clientIdMissing];
  }
  const errors: string[] = [];
  if (clientId.length < 17 || clientId.length > 19)
    errors.push(OAUTH_CONFIG_MESSAGES.clientIdLength);
  if (!/^\d+$/.test(clientId)) errors.push(OAUTH_CONFIG_MESSAGES.clientIdCharacters);
  return errors;
}

function redirectUriErrors(raw: string | null | undefined): string[] {
  const redirectUri = raw?.trim() ?? '';
  if (redirectUri === '') return [OAUTH_CONFIG_MESSAGES.redirectUriMissing];
  if (!/^https?:\/\//i.test(redirectUri)) return [OAUTH_CONFIG_MESSAGES.redirectUriInvalid];
  return [];
}

/** Spec §5 'Chat-platform configuration check'. */
export function validateOAuthConfig(
  config: Partial<OAuthConfig> | null | undefined,
): OAuthConfigCheck {
  const errors = [...clientIdErrors(config?.clientId), ...redirectUriErrors(config?.redirectUri)];
  return { valid: errors.length === 0, errors };
}

let current: OAuthConfig | null = null;

/** Called by the host at start-up with the `discord` block of its runtime config. */
export function configureOAuth(config: OAuthConfig): void {
  current = { ...config };
}

export function resetOAuthConfig(): void {
  current = null;
}

/** The configured values, or the spec's 'not configured' error when they fail the check. */
export function requireOAuthConfig(): Readonly<OAuthConfig> {
  if (!current || !validateOAuthConfig(current).valid || current.authorizeUrl.trim() === '') {
    throw new Error(OAUTH_ERRORS.notConfigured);
  }
  return current;
}
