import type { ClaimedScreen, RemoteScreensModule, ScreenPrefetch } from '@flowscope/shared-api';
import { createQueryClient } from '@flowscope/shared-api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startFirstScreen } from './first-screen.ts';
import { loadScreen, loadScreensModule } from './remote-registry.ts';

vi.mock('./remote-registry.ts', () => ({
  loadScreen: vi.fn(),
  loadScreensModule: vi.fn(),
}));

const SCREENS: ClaimedScreen[] = [
  {
    remote: 'dex',
    screen: { id: 'alphaFeedDex', path: '/alpha-feed-dex', title: 'Alpha Feed DEX' },
  },
  {
    remote: 'dex',
    screen: { id: 'tokenDetailDex', path: '/token/dex/:network/:address', title: 'Token Detail' },
  },
] as ClaimedScreen[];

function remoteWith(prefetch: Record<string, unknown> | undefined): RemoteScreensModule {
  return {
    screens: {},
    build: { remote: 'remote-dex', version: '1.0.0', label: '' },
    ...(prefetch ? { prefetch: prefetch as Record<string, ScreenPrefetch> } : {}),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.clearAllMocks());

describe('startFirstScreen', () => {
  it("starts the opened screen's code and its remote's prefetch with the page's query", async () => {
    const queryClient = createQueryClient();
    const prefetch = vi.fn<ScreenPrefetch>(async () => undefined);
    vi.mocked(loadScreen).mockReturnValue(new Promise(() => undefined));
    vi.mocked(loadScreensModule).mockResolvedValue(remoteWith({ alphaFeedDex: prefetch }));
    startFirstScreen(
      SCREENS,
      { pathname: '/alpha-feed-dex', search: '?network=base' },
      queryClient,
    );
    await settle();
    expect(loadScreen).toHaveBeenCalledWith('dex', 'alphaFeedDex');
    expect(prefetch).toHaveBeenCalledWith({ queryClient, search: '?network=base' });
  });

  it('starts nothing for a path no remote serves', async () => {
    startFirstScreen(SCREENS, { pathname: '/nowhere', search: '' }, createQueryClient());
    await settle();
    expect(loadScreen).not.toHaveBeenCalled();
    expect(loadScreensModule).not.toHaveBeenCalled();
  });

  it('leaves failures to the screen: nothing thrown, nothing unhandled', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      vi.mocked(loadScreen).mockRejectedValue(new Error('remote down'));
      vi.mocked(loadScreensModule).mockResolvedValue(
        remoteWith({
          tokenDetailDex: () => {
            throw new Error('bad prefetch');
          },
          alphaFeedDex: () => Promise.reject(new Error('bad answer')),
        }),
      );
      const client = createQueryClient();
      startFirstScreen(SCREENS, { pathname: '/alpha-feed-dex', search: '' }, client);
      startFirstScreen(SCREENS, { pathname: '/token/dex/base/0xabc', search: '' }, client);
      // A remote built before prefetches existed, or one naming something else.
      vi.mocked(loadScreensModule).mockResolvedValueOnce(remoteWith(undefined));
      startFirstScreen(SCREENS, { pathname: '/alpha-feed-dex', search: '' }, client);
      vi.mocked(loadScreensModule).mockResolvedValueOnce(remoteWith({ alphaFeedDex: 'no' }));
      startFirstScreen(SCREENS, { pathname: '/alpha-feed-dex', search: '' }, client);
      vi.mocked(loadScreensModule).mockRejectedValueOnce(new Error('unreachable'));
      startFirstScreen(SCREENS, { pathname: '/alpha-feed-dex', search: '' }, client);
      await settle();
      await settle();
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
