import { afterEach, describe, expect, it } from 'vitest';
import { binanceBuyUrl, binanceFuturesUrl } from '../links/trade-links.ts';
import {
  adminContactUrl,
  configureProductLinks,
  DISCORD_DIRECT_MESSAGES_URL,
  docsUrl,
  resetProductLinks,
} from './product-links.ts';

afterEach(resetProductLinks);

describe("the product's links from the runtime config", () => {
  it("'Buy on Binance' carries no affiliate parameter by default", () => {
    expect(binanceBuyUrl('ETH')).toBe('https://www.binance.com/en/futures/ETHUSDT');
    configureProductLinks({ binanceAffiliateCode: '  ' });
    expect(binanceBuyUrl('ETH')).toBe('https://www.binance.com/en/futures/ETHUSDT');
  });

  it("'Buy on Binance' carries the configured affiliate code as ref, encoded", () => {
    configureProductLinks({ binanceAffiliateCode: 'FLOW 42&x' });
    expect(binanceBuyUrl('eth')).toBe('https://www.binance.com/en/futures/ETHUSDT?ref=FLOW+42%26x');
    // The coin's own link (rows, favourites) is not an affiliate link.
    expect(binanceFuturesUrl('eth')).toBe('https://www.binance.com/en/futures/ETHUSDT');
    expect(binanceBuyUrl('***')).toBeNull();
  });

  it("'Learn More' opens the app's own docs page unless a docs site is configured", () => {
    expect(docsUrl('top-accumulations')).toBe('/docs/top-accumulations');
    configureProductLinks({ docsBaseUrl: 'https://docs.example.com/flowscope/' });
    expect(docsUrl('top-holdings-dex')).toBe('https://docs.example.com/flowscope/top-holdings-dex');
  });

  it("messages the configured admin, else opens Discord's direct messages", () => {
    expect(adminContactUrl()).toBe(DISCORD_DIRECT_MESSAGES_URL);
    configureProductLinks({ adminDiscordId: '123456789012345678' });
    expect(adminContactUrl()).toBe('https://discord.com/users/123456789012345678');
  });
});
