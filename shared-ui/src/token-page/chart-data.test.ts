import { describe, expect, it } from 'vitest';
import { toPriceNetflowData, totalNetflow } from './chart-data.ts';

const colors = { inflow: 'in', outflow: 'out' };

describe('toPriceNetflowData', () => {
  it('turns timestamps into ascending seconds and colours flows by sign', () => {
    const data = toPriceNetflowData(
      [
        { timestamp: '2025-06-02T11:00:00.000Z', price: 2, netflow: -5 },
        { timestamp: '2025-06-02T10:00:00.000Z', price: 1, netflow: 10 },
      ],
      colors,
    );
    const ten = Date.UTC(2025, 5, 2, 10) / 1000;
    expect(data.price).toEqual([
      { time: ten, value: 1 },
      { time: ten + 3600, value: 2 },
    ]);
    expect(data.netflow).toEqual([
      { time: ten, value: 10, color: 'in' },
      { time: ten + 3600, value: -5, color: 'out' },
    ]);
  });

  it('keeps one point per time and leaves out unreadable timestamps', () => {
    const data = toPriceNetflowData(
      [
        { timestamp: '2025-06-02T10:00:00.000Z', price: 1, netflow: 0 },
        { timestamp: '2025-06-02T10:00:00.000Z', price: 3, netflow: 0 },
        { timestamp: 'not a time', price: 9, netflow: 9 },
      ],
      colors,
    );
    expect(data.price).toEqual([{ time: Date.UTC(2025, 5, 2, 10) / 1000, value: 3 }]);
  });
});

describe('totalNetflow', () => {
  it('adds the flows of every bucket', () => {
    expect(
      totalNetflow([
        { timestamp: 'a', price: 1, netflow: 400_000 },
        { timestamp: 'b', price: 1, netflow: -150_000 },
      ]),
    ).toBe(250_000);
  });
});
