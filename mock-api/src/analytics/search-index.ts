import type { TokenInfo } from '../market/types.ts';
import { topicById } from '../market/topics.ts';

/** Filler words of natural-language queries ('Tokens in partnership with Nvidia'). */
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'the',
  'of',
  'in',
  'on',
  'with',
  'for',
  'to',
  'by',
  'about',
  'from',
  'token',
  'coin',
  'project',
  'projects',
  'focused',
  'related',
  'based',
  'crypto',
  'that',
  'are',
  'is',
]);

/** Lower-case, strip punctuation, and fold simple plurals so 'cats' finds 'cat'. */
export function stem(word: string): string {
  const w = word.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  return w;
}

export function queryTerms(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/\s+/)
        .map(stem)
        .filter((w) => w.length > 0 && !STOP_WORDS.has(w)),
    ),
  ];
}

/** Where a term was found: a name or ticker word weighs more than a topic keyword. */
const FIELD_WEIGHT = { name: 1, topic: 0.85 } as const;

export interface IndexedToken {
  token: TokenInfo;
  /** stem -> best field weight. */
  terms: Map<string, number>;
  nameLower: string;
  tickerLower: string;
  addressLower: string | null;
}

/** An inverted index over names, tickers, topics and keywords, built once per market. */
export class SearchIndex {
  readonly entries: IndexedToken[];
  private readonly postings = new Map<string, number[]>();
  private readonly byAddress = new Map<string, number[]>();

  constructor(tokens: readonly TokenInfo[]) {
    this.entries = tokens.map((token) => {
      const terms = new Map<string, number>();
      const add = (text: string, weight: number): void => {
        for (const term of text.split(/[\s\-_.]+/).map(stem)) {
          if (term && (terms.get(term) ?? 0) < weight) terms.set(term, weight);
        }
      };
      add(token.name, FIELD_WEIGHT.name);
      add(token.ticker, FIELD_WEIGHT.name);
      for (const id of token.topics) add(topicById(id)?.label ?? id, FIELD_WEIGHT.topic);
      for (const keyword of token.keywords) add(keyword, FIELD_WEIGHT.topic);
      return {
        token,
        terms,
        nameLower: token.name.toLowerCase(),
        tickerLower: token.ticker.toLowerCase(),
        addressLower: token.address?.toLowerCase() ?? null,
      };
    });
    this.entries.forEach((entry, i) => {
      for (const term of entry.terms.keys()) {
        const list = this.postings.get(term);
        if (list) list.push(i);
        else this.postings.set(term, [i]);
      }
      if (entry.addressLower) {
        const list = this.byAddress.get(entry.addressLower);
        if (list) list.push(i);
        else this.byAddress.set(entry.addressLower, [i]);
      }
    });
  }

  /** Entries holding the term, or a word starting with it (for terms of 3+ letters). */
  candidates(term: string): number[] {
    const exact = this.postings.get(term) ?? [];
    if (term.length < 3) return exact;
    const out = new Set(exact);
    for (const [key, list] of this.postings) {
      if (key !== term && key.startsWith(term)) for (const i of list) out.add(i);
    }
    return [...out];
  }

  /** Entries whose contract address equals the text (any case) or starts with 6+ of its characters. */
  addressMatches(text: string): number[] {
    const needle = text.toLowerCase();
    const exact = this.byAddress.get(needle);
    if (exact) return exact;
    if (needle.length < 6 || !/^(0x)?[0-9a-z]+$/.test(needle)) return [];
    const out: number[] = [];
    for (const [address, list] of this.byAddress) if (address.startsWith(needle)) out.push(...list);
    return out;
  }
}
