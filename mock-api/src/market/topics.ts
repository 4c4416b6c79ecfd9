/**
 * Narratives a token can belong to. The keywords feed the search index, so the spec's
 * example searches ('Tokens in partnership with Nvidia', 'Real world assets', 'BTC',
 * 'Meme projects focused on cats') find tokens.
 */
export interface Topic {
  id: string;
  label: string;
  keywords: readonly string[];
  /** Words that build token names of this narrative. */
  nameWords: readonly string[];
  /** Name endings typical for the narrative. */
  suffixes: readonly string[];
}

export const TOPICS = [
  {
    id: 'ai',
    label: 'AI',
    keywords: ['ai', 'artificial intelligence', 'ai agents', 'machine learning', 'llm'],
    nameWords: [
      'Neural',
      'Agent',
      'Cortex',
      'Synth',
      'Mind',
      'Vector',
      'Tensor',
      'Cognito',
      'Sentient',
      'Nexus',
      'Oracle',
      'Prompt',
    ],
    suffixes: [' AI', ' Protocol', ' Labs', ' Network', ''],
  },
  {
    id: 'rwa',
    label: 'RWA',
    keywords: [
      'rwa',
      'real world assets',
      'tokenized treasuries',
      'tokenized bonds',
      'real estate',
    ],
    nameWords: [
      'Treasury',
      'Estate',
      'Gold',
      'Bond',
      'Realty',
      'Vault',
      'Asset',
      'Credit',
      'Harbor',
      'Mint',
    ],
    suffixes: [' Finance', ' Protocol', ' Capital', ' RWA', ''],
  },
  {
    id: 'meme',
    label: 'Memes',
    keywords: ['meme', 'memecoin', 'meme projects', 'community token'],
    nameWords: [
      'Pepe',
      'Wojak',
      'Bonk',
      'Chad',
      'Moon',
      'Based',
      'Giga',
      'Brett',
      'Ponke',
      'Wif',
      'Degen',
      'Sigma',
    ],
    suffixes: [' Inu', ' Coin', '', ' Token', ' 2.0'],
  },
  {
    id: 'cats',
    label: 'Cats',
    keywords: ['cat', 'cats', 'kitty', 'feline', 'cat meme'],
    nameWords: [
      'Cat',
      'Kitty',
      'Meow',
      'Whiskers',
      'Purr',
      'Neko',
      'Tabby',
      'Mittens',
      'Popcat',
      'Catnip',
    ],
    suffixes: ['', ' Coin', ' Inu', ' Token', ' Club'],
  },
  {
    id: 'dogs',
    label: 'Dogs',
    keywords: ['dog', 'dogs', 'doge', 'shiba', 'dog meme'],
    nameWords: ['Doge', 'Shiba', 'Corgi', 'Pup', 'Bark', 'Woof', 'Floki', 'Husky', 'Bonk'],
    suffixes: [' Inu', '', ' Coin', ' Token'],
  },
  {
    id: 'nvidia',
    label: 'Nvidia partnership',
    keywords: ['nvidia', 'partnership', 'nvidia partnership', 'gpu', 'inception program'],
    nameWords: ['Render', 'Compute', 'GPU', 'Core', 'Cuda', 'Flux', 'Photon', 'Silicon'],
    suffixes: [' Network', ' AI', ' Compute', ''],
  },
  {
    id: 'depin',
    label: 'DePIN',
    keywords: ['depin', 'infrastructure', 'wireless', 'storage', 'compute network'],
    nameWords: ['Node', 'Mesh', 'Grid', 'Hive', 'Wave', 'Relay', 'Beacon', 'Signal'],
    suffixes: [' Network', ' Protocol', ''],
  },
  {
    id: 'gaming',
    label: 'Gaming',
    keywords: ['gaming', 'game', 'metaverse', 'play to earn', 'nft'],
    nameWords: ['Quest', 'Arena', 'Pixel', 'Guild', 'Legends', 'Realm', 'Saga', 'Shard'],
    suffixes: [' Games', ' World', '', ' Verse'],
  },
  {
    id: 'defi',
    label: 'DeFi',
    keywords: ['defi', 'dex', 'lending', 'yield', 'perpetuals', 'liquid staking'],
    nameWords: ['Swap', 'Lend', 'Flow', 'Curve', 'Pool', 'Stake', 'Yield', 'Margin', 'Orbit'],
    suffixes: [' Finance', ' Protocol', ' Swap', ' DAO', ''],
  },
  {
    id: 'infra',
    label: 'Layer 1 / Layer 2',
    keywords: ['layer 1', 'layer 2', 'rollup', 'scaling', 'blockchain'],
    nameWords: ['Chain', 'Layer', 'Zero', 'Nova', 'Astra', 'Prism', 'Zenith'],
    suffixes: [' Chain', ' Network', ''],
  },
  {
    id: 'socialfi',
    label: 'SocialFi',
    keywords: ['socialfi', 'social', 'creator economy'],
    nameWords: ['Friend', 'Fan', 'Clout', 'Echo', 'Circle', 'Vibe'],
    suffixes: [' Social', '', ' Club'],
  },
] as const satisfies readonly Topic[];

export function topicById(id: string): Topic | undefined {
  return TOPICS.find((topic) => topic.id === id);
}
