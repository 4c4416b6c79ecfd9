import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';

describe('GET /avatars/{handle}.jpg', () => {
  const app = createApp();

  it('serves a picture for any handle, the same one each time', async () => {
    const first = await app.request('/avatars/crypto_whale.jpg');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/svg+xml');
    const body = await first.text();
    expect(body).toContain('>CR</text>');
    expect(await (await app.request('/avatars/crypto_whale.jpg')).text()).toBe(body);
  });

  it('refuses names that are not handles', async () => {
    expect((await app.request('/avatars/%3Cscript%3E.jpg')).status).toBe(404);
    expect((await app.request('/avatars/whale.png')).status).toBe(404);
    expect((await app.request(`/avatars/${'a'.repeat(40)}.jpg`)).status).toBe(404);
  });
});
