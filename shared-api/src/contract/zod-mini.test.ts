// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { validateAlertRule } from '../endpoints/alerts/alert-rule-calls.ts';
import type { AlertRuleInput } from '../alerts/alert-rule-views.ts';
import { webhookUrlProblem } from '../endpoints/alerts/webhook-calls.ts';
import { validateAlertPreferences } from '../preferences/alert-preferences.ts';
import {
  AmountSchema,
  DexTopHoldersRequestSchema,
  NetflowAboveRuleSchema,
  ScoreCrossingRuleSchema,
} from './index.ts';

const REPO = fileURLToPath(new URL('../../../', import.meta.url));

/** The app's sources: what the page, its server and the API are built from. */
const SOURCE_DIRS = [
  'core/src',
  'shared-ui/src',
  'shared-api/src',
  'host/src',
  'host/server',
  'remote-cex/src',
  'remote-dex/src',
  'remote-account/src',
  'remote-research/src',
  'mock-api/src',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(REPO, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(ts|tsx|mts|js|mjs)$/.test(name) && !name.includes('node_modules'))
    .map((name) => join(dir, name));
}

/** Every module specifier a file imports, re-exports or loads. */
function specifiers(text: string): string[] {
  const found = text.matchAll(
    /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm,
  );
  return [...found].map((match) => match[1] ?? '');
}

describe('zod/mini everywhere', () => {
  const files = SOURCE_DIRS.flatMap(sourceFiles).map((file) => ({
    file,
    text: readFileSync(join(REPO, file), 'utf8'),
  }));

  it('imports no classic zod: each schema would carry all its methods into the bundle', () => {
    const classic = files.flatMap(({ file, text }) =>
      specifiers(text)
        .filter((spec) => /^zod(\/|$)/.test(spec) && spec !== 'zod/mini')
        .map((spec) => `${file}: ${spec}`),
    );
    expect(classic).toEqual([]);
    // Not a vacuous scan: the contract and its users are among the files read.
    const mini = files.filter(({ text }) => specifiers(text).includes('zod/mini'));
    expect(mini.length).toBeGreaterThan(40);
    expect(mini.map(({ file }) => relative('shared-api/src', file))).toContain(
      'contract/common.ts',
    );
  });

  it('imports zod/mini as a namespace, which bundlers tree-shake (not the `z` re-export)', () => {
    const named = files
      .filter(({ text }) => /import\s+(type\s+)?\{[^}]*\}\s*from\s*['"]zod\/mini['"]/.test(text))
      .map(({ file }) => file);
    expect(named).toEqual([]);
  });

  it('rejects Infinity and NaN where classic `.finite()` stood (a no-op in zod 4)', () => {
    for (const value of [Infinity, -Infinity, NaN]) {
      expect(AmountSchema.safeParse(value).error?.issues[0]?.message).toBe('must be a number');
      const usd = NetflowAboveRuleSchema.shape.usd.safeParse(value);
      expect(usd.error?.issues[0]?.message).toBe('usd must be a number');
      const level = ScoreCrossingRuleSchema.shape.level.safeParse(value);
      expect(level.error?.issues[0]?.message).toBe('level must be a number');
      const holders = DexTopHoldersRequestSchema.safeParse({ user_id: 0, max_days_old: value });
      expect(holders.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
        [['max_days_old'], 'max_days_old must be a number'],
      ]);
    }
    expect(AmountSchema.parse(1e15)).toBe(1e15);
  });
});

/**
 * The page loads no zod locale, so a rule without words of its own would show 'Invalid input'.
 * What a trader types into the alert forms is refused in the contract's words.
 */
describe('refusals a trader reads, without a zod locale', () => {
  const BAD_NUMBERS = [NaN, Infinity, -Infinity, -1, 0, 0.5, 1.5, 1e16];
  const BAD_TEXTS = ['', ' ', '@', 'x'.repeat(300), '0x12', 'not a wallet'];
  const ADDRESS = `0x${'ab'.repeat(20)}`;

  const rulesWith = (n: number, text: string): AlertRuleInput[] => [
    { kind: 'cluster_buys', token: { venue: 'cex', coin: text }, wallets: n, hours: n },
    {
      kind: 'netflow_above',
      token: { venue: 'dex', network: 'base', address: text },
      usd: n,
      hours: n,
    },
    {
      kind: 'score_crossing',
      token: { venue: 'dex', network: 'base', address: ADDRESS },
      level: n * 1000,
      direction: 'up',
      scoreKind: 'holdings',
    },
    {
      kind: 'position_change',
      subject: { type: 'influencer', venue: 'cex', handle: text },
      event: 'open',
    },
    { kind: 'position_change', subject: { type: 'wallet', address: text }, event: 'close' },
  ];

  it('is a page without a locale', () => {
    expect(z.config().localeError).toBeUndefined();
  });

  it('words every refusal of an alert rule', () => {
    const messages = BAD_NUMBERS.flatMap((n) =>
      BAD_TEXTS.flatMap((text) =>
        rulesWith(n, text).flatMap((rule) => {
          const checked = validateAlertRule({ rule, name: text.repeat(1 + (n > 1 ? 0 : 1)) });
          return checked.ok ? [] : Object.values(checked.errors);
        }),
      ),
    );
    expect(messages.length).toBeGreaterThan(100);
    expect(messages.filter((message) => message.includes('Invalid input'))).toEqual([]);
  });

  it('words every refusal of the cluster threshold and of a webhook URL', () => {
    const messages = BAD_NUMBERS.flatMap((n) => {
      const checked = validateAlertPreferences({ clusterWallets: n, clusterHours: n });
      return checked.ok ? [] : Object.values(checked.errors);
    });
    expect(messages.length).toBeGreaterThan(10);
    const urls = [...BAD_TEXTS, 'ftp://x.example', 'https://user:pw@x.example', 'https://'];
    messages.push(...urls.map((url) => webhookUrlProblem(url) ?? 'accepted'));
    expect(messages.filter((message) => /Invalid input|accepted/.test(message))).toEqual([]);
  });
});
