import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { optionsFromEnv } from '../src/options.ts';

const HOST = 'https://app.example.com';

describe('CORS for an API on its own origin', () => {
  it('allows exactly the listed host origins, preflight included', async () => {
    const app = createApp({ allowedOrigins: [HOST] });
    const preflight = await app.request('/search', {
      method: 'OPTIONS',
      headers: {
        origin: HOST,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(HOST);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/authorization/i);
    const call = await app.request('/health', { headers: { origin: HOST } });
    expect(call.headers.get('access-control-allow-origin')).toBe(HOST);
    expect(call.headers.get('vary')).toMatch(/origin/i);

    const foreign = await app.request('/health', { headers: { origin: 'http://127.0.0.1:3000' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('allows no cross-origin call without a list', async () => {
    const response = await createApp().request('/health', { headers: { origin: HOST } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('reads the list from ALLOWED_ORIGINS and refuses a bad entry', () => {
    expect(
      optionsFromEnv({ ALLOWED_ORIGINS: `${HOST}, http://localhost:3000` }, []).allowedOrigins,
    ).toEqual([HOST, 'http://localhost:3000']);
    expect(() => optionsFromEnv({ ALLOWED_ORIGINS: 'not an origin' }, [])).toThrow(
      /ALLOWED_ORIGINS/,
    );
  });
});
