import type { AlertRecord, WebhookPayload } from '@flowscope/shared-api/contract';

/** Where the app is served, to turn an alert's page path into a link a receiver can open. */
function appLink(appUrl: string, path: string): string {
  return new URL(path, appUrl).toString();
}

/** `rule.<kind>` for a rule's alert, `favorite.<kind>` for one on a favourite. */
function payloadType(alert: AlertRecord): WebhookPayload['type'] {
  if (alert.kind !== 'rule') return `favorite.${alert.kind}`;
  // A rule's alert always names its rule; a damaged row reads as the first kind.
  return `rule.${alert.rule?.kind ?? 'cluster_buys'}`;
}

/** The JSON a webhook receives for an alert; the idempotency key is the alert's own. */
export function alertPayload(alert: AlertRecord, appUrl: string): WebhookPayload {
  return {
    id: alert.id,
    idempotency_key: `flowscope-alert-${alert.id}`,
    type: payloadType(alert),
    created_at: alert.time,
    rule: alert.rule ?? null,
    token: alert.token,
    subject: alert.subject ?? null,
    title: alert.title,
    body: alert.body,
    url: alert.url,
    link: appLink(appUrl, alert.url),
  };
}

/** 'Send test': an alert of its own kind, with a key of its own, so a receiver can tell it. */
export function testPayload(key: string, now: number, appUrl: string): WebhookPayload {
  return {
    id: null,
    idempotency_key: key,
    type: 'test',
    created_at: new Date(now).toISOString(),
    rule: null,
    token: null,
    subject: null,
    title: 'Test alert from Flowscope',
    body: 'Your webhook works: alerts will arrive here like this one, signed with your secret.',
    url: '/',
    link: appLink(appUrl, '/'),
  };
}

interface DiscordEmbed {
  title: string;
  description: string;
  url: string;
  timestamp: string;
  color: number;
  fields: { name: string; value: string; inline: boolean }[];
  footer: { text: string };
}

/** The body a Discord webhook takes: https://discord.com/developers/docs/resources/webhook */
export interface DiscordMessage {
  username: string;
  content: string;
  embeds: DiscordEmbed[];
  /** No @everyone, role or user pings, whatever a token's name says. */
  allowed_mentions: { parse: never[] };
}

/**
 * Discord renders markdown: emphasis, code, spoilers and masked links are shown as typed,
 * as are quotes, headings and lists at the start of a line.
 */
function escapeMarkdown(text: string): string {
  return text
    .replace(/[\\*_~`|[\]]/g, (char) => `\\${char}`)
    .replace(/^([>#-])/gm, (char) => `\\${char}`);
}

const clip = (text: string, max: number): string =>
  text.length <= max ? text : `${text.slice(0, max - 1)}…`;

const COLORS = { rule: 0x7c5cff, favorite: 0x2ecc71, test: 0x95a5a6 } as const;

/** The same alert as a Discord message: the title as the message, the rest in an embed. */
export function discordMessage(payload: WebhookPayload): DiscordMessage {
  const fields: DiscordEmbed['fields'] = [];
  if (payload.token) {
    const where =
      payload.token.venue === 'cex' ? 'CEX' : `DEX · ${payload.token.network ?? 'unknown network'}`;
    fields.push({
      name: 'Token',
      value: clip(escapeMarkdown(`${payload.token.ticker} (${where})`), 1024),
      inline: true,
    });
  }
  if (payload.rule) {
    fields.push({
      name: 'Rule',
      value: clip(escapeMarkdown(payload.rule.name ?? payload.rule.kind.replace('_', ' ')), 1024),
      inline: true,
    });
  }
  const family =
    payload.type === 'test' ? 'test' : payload.type.startsWith('rule.') ? 'rule' : 'favorite';
  return {
    username: 'Flowscope',
    content: clip(escapeMarkdown(payload.title), 2000),
    embeds: [
      {
        title: clip(escapeMarkdown(payload.title), 256),
        description: clip(escapeMarkdown(payload.body), 4096),
        url: payload.link,
        timestamp: payload.created_at,
        color: COLORS[family],
        fields,
        footer: { text: `Flowscope · ${payload.idempotency_key}` },
      },
    ],
    allowed_mentions: { parse: [] },
  };
}
