import { describe, expect, it } from 'vitest';
import { resolvePort } from '../src/ports.ts';

describe('resolvePort', () => {
  it('uses the architecture defaults', () => {
    expect(resolvePort('host', {})).toBe(3000);
    expect(resolvePort('remote-cex', {})).toBe(3001);
    expect(resolvePort('remote-dex', {})).toBe(3002);
    expect(resolvePort('remote-account', {})).toBe(3003);
    expect(resolvePort('remote-research', {})).toBe(3004);
    expect(resolvePort('remote-research', { REMOTE_RESEARCH_PORT: '3104' })).toBe(3104);
    expect(resolvePort('mock-api', {})).toBe(4000);
  });
  it('takes an override from env and rejects garbage', () => {
    expect(resolvePort('host', { PORT: '3100' })).toBe(3100);
    expect(() => resolvePort('remote-cex', { REMOTE_CEX_PORT: 'abc' })).toThrow(/REMOTE_CEX_PORT/);
    expect(() => resolvePort('mock-api', { MOCK_API_PORT: '70000' })).toThrow(
      /between 1 and 65535/,
    );
  });
});
