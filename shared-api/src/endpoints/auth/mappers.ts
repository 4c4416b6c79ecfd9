import type { Guild, TokenAnswer, UserDetail } from '../../contract/index.ts';
import type { PlatformUser, SessionTokens, UserGuild } from '../../session/session-store.ts';
import { expiresAtFrom } from '../../session/token-validity.ts';

const DEFAULT_TOKEN_TYPE = 'Bearer';

export function toSessionTokens(pair: TokenAnswer, now = Date.now()): SessionTokens {
  return {
    accessToken: pair.access_token,
    refreshToken: pair.refresh_token || null,
    expiresAt: expiresAtFrom(pair.expires_in, now),
    tokenType: pair.token_type || DEFAULT_TOKEN_TYPE,
  };
}

export function toUserGuild(guild: Guild): UserGuild {
  return {
    id: guild.id,
    name: guild.name,
    icon: guild.icon,
    owner: guild.owner,
    permissions: guild.permissions,
    features: guild.features,
    approximateMemberCount: guild.approximate_member_count,
  };
}

export function toPlatformUser(detail: UserDetail): PlatformUser {
  return {
    id: detail.id,
    username: detail.username,
    discriminator: detail.discriminator,
    avatar: detail.avatar,
    email: detail.email,
    verified: detail.verified,
    locale: detail.locale,
    mfaEnabled: detail.mfa_enabled,
    premiumType: detail.premium_type,
    publicFlags: detail.public_flags,
  };
}
