import { staticStyles, useStaticClasses, type AccordionItem } from '@flowscope/shared-ui';
import { PLAN } from './plan.ts';

const styles = staticStyles((theme) => ({
  paragraph: { margin: `${theme.spacing.sm}px 0 0` },
}));

/** An answer's paragraphs. */
function Paragraphs({ texts }: { texts: readonly string[] }) {
  const classes = useStaticClasses(styles);
  return (
    <>
      {texts.map((text) => (
        <p key={text} className={classes.paragraph}>
          {text}
        </p>
      ))}
    </>
  );
}

const paragraphs = (...texts: string[]) => <Paragraphs texts={texts} />;

/** The eleven questions of the premium page (data-screens §2), answered for traders. */
export const FAQ: readonly AccordionItem[] = [
  {
    id: 'what',
    title: 'What is Flowscope Premium?',
    content: paragraphs(
      `Premium opens everything Flowscope tracks: ${PLAN.wallets} smart-money wallets and ${PLAN.influencers} influencers, on centralised exchanges (perpetuals) and decentralised exchanges (on-chain tokens).`,
      'You see which tokens smart money is accumulating and holding, get scalp signals when many active wallets buy the same token, follow influencer buys and sells, and keep your favorite tokens with their scores on one page.',
    ),
  },
  {
    id: 'differences',
    title: 'What is the difference between the free plan and Premium?',
    content: paragraphs(
      'Without Premium you can browse Top Accumulations, Top Holdings, the Alpha Feeds and Search. Anonymous visitors see the best rows and influencer names masked.',
      'Premium adds favorites (CEX and DEX), the Influencer Feeds and influencer lists, and choosing which influencers you follow. Whenever a free account tries one of these, Flowscope brings you here.',
    ),
  },
  {
    id: 'scoring',
    title: 'How are tokens scored?',
    content: paragraphs(
      "A token's score weighs smart-money netflow (what tracked wallets bought minus what they sold) against its market cap, how many wallets took part, and how their trade sizes compare with their usual size. A large buy into a small cap scores higher than the same buy into a giant.",
      'Positive scores mean accumulation, negative ones distribution. On CEX a score of 90 or more is excellent, 80 very good, 70 good and 60 fair; on DEX 80 is excellent, 60 good and 40 fair. Favorites show the score now and over 1, 7 and 30 days, so you can tell a fresh move from a steady build-up.',
    ),
  },
  {
    id: 'top-accumulations',
    title: 'What does Top Accumulations show?',
    content: paragraphs(
      'The tokens smart money bought most over the window you pick (4h, 24h, 7d, 30d or your own dates), ranked by score. For each one you see the netflow in dollars and as a share of market cap, how many smart wallets joined or left, and, on CEX, the longs and shorts netflow with the average entry of each side.',
      'Use it to spot where money is moving before the price does, then open the token on the exchange or its chart straight from the row.',
    ),
  },
  {
    id: 'trust',
    title: 'Why should I trust the data?',
    content: paragraphs(
      "Every figure comes from the wallets' own trades: on-chain transactions for DEX tokens and tracked positions for perpetuals. Wallets are chosen for their track record, and influencer stats (PNL, gain to pain, max drawdown) come from the trades they actually made, not from what they post.",
      'Flowscope shows what smart money does, not financial advice: treat a signal as a reason to look closer, and size your trades to your own risk.',
    ),
  },
  {
    id: 'who',
    title: 'Who should use Premium?',
    content: paragraphs(
      'Active traders who want an edge from the flow of money: scalpers who act on Alpha Feed signals, swing traders who build positions alongside smart money, and on-chain traders hunting new DEX tokens early.',
      'If you trade a few times a year, the free lists may be enough; Premium pays off when you act on signals every week.',
    ),
  },
  {
    id: 'launches',
    title: 'Can Premium help me find new launches?',
    content: paragraphs(
      "Yes. On DEX, set the token filter to fresh or young tokens: a seedling marks tokens at most a day old and a leaf young ones. The Alpha Feed's 'Fresh projects' filter shows only signals on new tokens, with their age, market cap and a one-tap buy link through a Telegram trading bot.",
      'New tokens are the riskiest: check liquidity on the chart and how many wallets are buying before you follow.',
    ),
  },
  {
    id: 'psychology',
    title: 'How does Flowscope help with market psychology and limit orders?',
    content: paragraphs(
      'Crowds chase price; smart money usually buys fear and sells euphoria. Comparing smart-money netflow with what influencers are posting shows when the two disagree, which is often where moves start.',
      'Flowscope does not place orders. It shows the average entry prices of smart money (long and short on CEX, the average entry on DEX); traders use those levels to set limit orders near where the strongest hands bought, instead of chasing a breakout.',
    ),
  },
  {
    id: 'memes',
    title: 'Does Premium cover meme coins and microcaps?',
    content: paragraphs(
      'Yes. Flowscope tracks DEX tokens across about two dozen chains, including solana, base, ethereum, bsc, arbitrum and hyperevm, down to small market caps. Set a minimum and maximum market cap to focus on microcaps, or search a topic such as "Meme projects focused on cats".',
      'Microcaps move fast both ways: the score and the number of wallets buying help you tell a crowd of smart wallets from a single large buyer.',
    ),
  },
  {
    id: 'speed',
    title: 'How fast is the data?',
    content: paragraphs(
      `Data is delayed by at most ${PLAN.maxDelay}. The Alpha and Influencer Feeds refresh on their own every 15 seconds (or when you press Refresh), so a signal reaches you while the move is still young.`,
    ),
  },
  {
    id: 'security',
    title: 'Is my account secure?',
    content: paragraphs(
      'You sign in with Discord; Flowscope only asks to read your Discord identity and the servers you are in. It never asks for a wallet, a private key or a seed phrase, and it cannot trade or move funds for you.',
      'Links to exchanges, charts and trading bots open in a new tab on their own sites; what you do there stays between you and them. Logging out clears your session from this browser.',
    ),
  },
];
