import { afterEach, describe, expect, it } from 'vitest';
import { configureApi, resetApiConfig } from '../../config/api-config.ts';
import { avatarBucketUrl, avatarUrl } from './influencer.ts';

afterEach(() => resetApiConfig());

describe('avatars', () => {
  it('load from the configured bucket as {handle}.jpg', () => {
    configureApi({
      apiBaseUrl: 'https://api.example.com',
      apiVersion: '',
      mode: 'production',
      avatarBucketUrl: 'https://cdn.example.com/avatars/',
    });
    expect(avatarUrl('crypto_whale')).toBe('https://cdn.example.com/avatars/crypto_whale.jpg');
  });

  it('default to the API address: under the local /api prefix on localhost', () => {
    configureApi({ apiBaseUrl: 'https://api.example.com', apiVersion: '', mode: 'development' });
    expect(window.location.hostname).toBe('localhost');
    expect(avatarBucketUrl()).toMatch(/\/api\/avatars$/);
    expect(avatarUrl('a b')).toMatch(/\/api\/avatars\/a%20b\.jpg$/);
  });
});
