import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDiscordWebhookUrl, WebhookUrlSchema } from '@flowscope/shared-api/contract';
import { nonPublicAddressReason } from '../src/webhooks/private-address.ts';
import { resolvedTargetProblem, webhookTargetProblem } from '../src/webhooks/webhook-target.ts';
import { verifyWebhookSignature, signWebhook } from '../src/webhooks/webhook-signing.ts';

/** IPv4 ranges that are not the public internet (IANA special-purpose registry), as numbers. */
const NON_PUBLIC_V4: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
];

const toNumber = (ip: string): number =>
  ip.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);

function isNonPublicV4(ip: string): boolean {
  const value = toNumber(ip);
  return NON_PUBLIC_V4.some(([network, prefix]) => {
    const size = 2 ** (32 - prefix);
    const start = toNumber(network);
    return value >= start && value < start + size;
  });
}

describe('non-public addresses', () => {
  it('are told from public ones for any IPv4 address, also written as IPv4-mapped IPv6', () => {
    fc.assert(
      fc.property(fc.ipV4(), (ip) => {
        const expected = isNonPublicV4(ip);
        expect(nonPublicAddressReason(ip) !== null).toBe(expected);
        expect(nonPublicAddressReason(`::ffff:${ip}`) !== null).toBe(expected);
        const url = `http://${ip}:8443/hook`;
        expect(webhookTargetProblem(url, false) !== null).toBe(expected);
        expect(webhookTargetProblem(url, true)).toBeNull();
      }),
      { numRuns: 500 },
    );
  });

  it('cover the IPv6 loopback, link-local, unique local and multicast ranges, not global ones', () => {
    for (const ip of ['::1', '::', 'fe80::1', 'febf::1', 'fc00::1', 'fdff::1', 'ff02::1']) {
      expect(nonPublicAddressReason(ip), ip).not.toBeNull();
    }
    for (const ip of ['2606:4700:4700::1111', '2a00:1450:4001::200e', '2001:4860::8888']) {
      expect(nonPublicAddressReason(ip), ip).toBeNull();
    }
  });

  it('are refused at delivery when a public-looking name resolves to one', async () => {
    const url = new URL('https://hooks.example.com/x');
    expect(await resolvedTargetProblem(url, async () => ['203.0.113.9'])).toMatchObject({
      retryable: false,
    });
    expect(await resolvedTargetProblem(url, async () => ['93.184.216.34', '::1'])).toMatchObject({
      reason: expect.stringMatching(/resolves to ::1, a loopback address/),
    });
    expect(await resolvedTargetProblem(url, async () => ['93.184.216.34'])).toBeNull();
    const failed = await resolvedTargetProblem(url, async () => {
      throw Object.assign(new Error('no such host'), { code: 'ENOTFOUND' });
    });
    expect(failed).toEqual({
      reason: 'DNS lookup of hooks.example.com failed (ENOTFOUND)',
      retryable: true,
    });
  });
});

describe('webhook URLs', () => {
  it('accept any http(s) URL and nothing else', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        expect(WebhookUrlSchema.safeParse(url).success).toBe(true);
      }),
      { numRuns: 100 },
    );
    for (const url of [
      'ftp://x.example.com',
      'file:///etc/passwd',
      'data:text/plain,x',
      'ws://x.io',
    ]) {
      expect(WebhookUrlSchema.safeParse(url).success, url).toBe(false);
    }
  });

  it('tell Discord webhooks apart', () => {
    expect(isDiscordWebhookUrl('https://discord.com/api/webhooks/123/abc-DEF_1')).toBe(true);
    expect(isDiscordWebhookUrl('https://discordapp.com/api/v10/webhooks/123/abc')).toBe(true);
    expect(isDiscordWebhookUrl('http://discord.com/api/webhooks/123/abc')).toBe(false);
    expect(isDiscordWebhookUrl('https://discord.com.evil.io/api/webhooks/123/abc')).toBe(false);
    expect(isDiscordWebhookUrl('https://discord.com/channels/123/456')).toBe(false);
  });
});

describe('signatures', () => {
  it('verify for the secret, timestamp and body signed, and for nothing else', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }),
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.string(),
        fc.string({ minLength: 1 }),
        (secret, timestamp, body, other) => {
          const signature = signWebhook(secret, timestamp, body);
          expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
          expect(verifyWebhookSignature(secret, String(timestamp), body, signature)).toBe(true);
          expect(verifyWebhookSignature(secret, String(timestamp + 1), body, signature)).toBe(
            false,
          );
          expect(
            verifyWebhookSignature(secret, String(timestamp), `${body}${other}`, signature),
          ).toBe(false);
          expect(
            verifyWebhookSignature(`${secret}${other}`, String(timestamp), body, signature),
          ).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });
});
