import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';

describe('GET /health', () => {
  it('answers status, service and timestamp', async () => {
    const response = await createApp().request('/health');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { status: string; service: string; timestamp: string };
    expect(body.status).toBe('ok');
    expect(body.service).toBe('flowscope-mock-api');
    expect(Number.isNaN(Date.parse(body.timestamp))).toBe(false);
  });
});
