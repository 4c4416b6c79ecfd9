import { EMPTY_ALERT_RULE_DRAFT, type AlertRuleDraft } from '@flowscope/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error.ts';
import {
  draftFromRule,
  newRuleFromDraft,
  readDraftNumber,
  submitAlertRuleDraft,
} from './alert-rule-draft.ts';
import { describeAlertRule, type AlertRuleInput, type AlertRuleView } from './alert-rule-views.ts';

const ADDRESS = `0x${'cd'.repeat(20)}`;
const draft = (change: Partial<AlertRuleDraft>): AlertRuleDraft => ({
  ...EMPTY_ALERT_RULE_DRAFT,
  ...change,
});

function stored(rule: AlertRuleInput, name: string | null = null): AlertRuleView {
  return {
    id: 1,
    enabled: true,
    name,
    kind: rule.kind,
    rule,
    token: null,
    summary: describeAlertRule(rule),
    createdAt: '2025-06-02T10:00:00.000Z',
    updatedAt: '2025-06-02T10:00:00.000Z',
    lastFiredAt: null,
    lastFiredFormatted: '',
  };
}

describe('alert rule drafts', () => {
  it('read typed numbers, blank and words as NaN so the check names them', () => {
    expect(readDraftNumber('2,500,000')).toBe(2_500_000);
    expect(readDraftNumber(' 12 ')).toBe(12);
    expect(readDraftNumber('')).toBeNaN();
    expect(readDraftNumber('lots')).toBeNaN();
  });

  it('turn each kind into the rule the calls send, and a stored rule back into the same draft', () => {
    const cases: [AlertRuleDraft, AlertRuleInput][] = [
      [
        draft({ kind: 'cluster_buys', venue: 'cex', coin: 'BTC', wallets: '7', hours: '6' }),
        { kind: 'cluster_buys', token: { venue: 'cex', coin: 'BTC' }, wallets: 7, hours: 6 },
      ],
      [
        draft({
          kind: 'netflow_above',
          venue: 'dex',
          network: 'base',
          address: ADDRESS,
          usd: '1e6',
          hours: '24',
        }),
        {
          kind: 'netflow_above',
          token: { venue: 'dex', network: 'base', address: ADDRESS },
          usd: 1_000_000,
          hours: 24,
        },
      ],
      [
        draft({
          kind: 'score_crossing',
          coin: 'ETH',
          level: '-20',
          direction: 'down',
          scoreKind: 'holdings',
        }),
        {
          kind: 'score_crossing',
          token: { venue: 'cex', coin: 'ETH' },
          level: -20,
          direction: 'down',
          scoreKind: 'holdings',
        },
      ],
      [
        draft({
          kind: 'position_change',
          subjectType: 'influencer',
          subjectVenue: 'dex',
          handle: 'alpha',
          event: 'open',
        }),
        {
          kind: 'position_change',
          subject: { type: 'influencer', venue: 'dex', handle: 'alpha' },
          event: 'open',
        },
      ],
      [
        draft({
          kind: 'position_change',
          subjectType: 'wallet',
          walletAddress: ADDRESS,
          event: 'close',
        }),
        { kind: 'position_change', subject: { type: 'wallet', address: ADDRESS }, event: 'close' },
      ],
    ];
    for (const [typed, rule] of cases) {
      expect(newRuleFromDraft({ ...typed, name: '  ' })).toEqual({ rule, name: null });
      const again = draftFromRule(stored(rule, 'Mine'), EMPTY_ALERT_RULE_DRAFT);
      expect(newRuleFromDraft(again)).toEqual({ rule, name: 'Mine' });
    }
  });

  it('send a draft only once it passes the check, and answer the API’s refusal in its words', async () => {
    const sent: unknown[] = [];
    const send = (rule: unknown) => {
      sent.push(rule);
      return Promise.resolve();
    };
    expect(await submitAlertRuleDraft(draft({ coin: '', wallets: '' }), send)).toEqual({
      ok: false,
      errors: { 'token.coin': 'coin must not be empty', wallets: 'wallets must be a number' },
    });
    expect(sent).toEqual([]);
    expect(await submitAlertRuleDraft(draft({ coin: 'BTC' }), send)).toEqual({ ok: true });
    expect(sent).toHaveLength(1);
    const refused = await submitAlertRuleDraft(draft({ coin: 'NOPE' }), () =>
      Promise.reject(
        new ApiError('HTTP Error 404', {
          status: 404,
          kind: 'http',
          data: { message: 'No CEX coin NOPE' },
        }),
      ),
    );
    expect(refused).toEqual({ ok: false, message: 'No CEX coin NOPE' });
  });
});
