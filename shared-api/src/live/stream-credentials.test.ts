import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStore, useSessionStore } from '../session/session-store.ts';
import { LiveConnection } from './live-connection.ts';
import { fakeLiveEnvironment } from './fake-live-environment.ts';
import {
  onStreamCredentialsChange,
  streamAccessToken,
  withStreamCredentials,
} from './stream-credentials.ts';

const signIn = (accessToken: string) =>
  useSessionStore.setState({
    tokens: { accessToken, refreshToken: 'r', expiresAt: Date.now() + 60_000, tokenType: 'Bearer' },
  });

afterEach(() => resetSessionStore());

describe('the live stream knows who watches', () => {
  it('sends a signed-in trader’s access token in the address, nothing when signed out', () => {
    expect(streamAccessToken()).toBeNull();
    expect(withStreamCredentials('/api/stream', streamAccessToken())).toBe('/api/stream');
    signIn('tok/en+1');
    expect(withStreamCredentials('/api/stream', streamAccessToken())).toBe(
      '/api/stream?access_token=tok%2Fen%2B1',
    );
    expect(withStreamCredentials('/api/stream?x=1', 'a')).toBe('/api/stream?x=1&access_token=a');
  });

  it('reopens an open stream, resuming after its last event, when the trader signs in or out', () => {
    vi.useFakeTimers();
    try {
      const page = fakeLiveEnvironment();
      let token: string | null = null;
      const connection = new LiveConnection(
        { ...page.env, streamUrl: (id) => `${withStreamCredentials('/s', token)}#${id ?? ''}` },
        { connectDelayMs: 0 },
      );
      const stop = onStreamCredentialsChange(() => connection.reconnect());
      connection.subscribe(() => undefined);
      page.latest().fire('open');
      page.latest().fire('heartbeat', JSON.stringify({ time: new Date().toISOString() }), '41');
      expect(page.sources).toHaveLength(1);

      token = 'premium-token';
      signIn(token);
      expect(page.sources).toHaveLength(2);
      expect(page.sources[0]?.closed).toBe(true);
      expect(page.latest().url).toBe('/s?access_token=premium-token#41');

      // A change of something else than the token reopens nothing.
      useSessionStore.setState({ error: 'x' });
      expect(page.sources).toHaveLength(2);

      token = null;
      resetSessionStore();
      expect(page.sources).toHaveLength(3);
      expect(page.latest().url).toBe('/s#41');
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves an idle connection closed', () => {
    const page = fakeLiveEnvironment();
    const connection = new LiveConnection(page.env, { connectDelayMs: 0 });
    const stop = onStreamCredentialsChange(() => connection.reconnect());
    signIn('t');
    expect(page.sources).toHaveLength(0);
    stop();
  });
});
