import { describe, expect, it } from 'vitest';
import { PositionBook } from '../src/market/positions.ts';

describe('the position book’s totals', () => {
  it('are exactly zero once every position of a side has closed, whatever went through', () => {
    const book = new PositionBook();
    // Quantities whose running sum rounds: 0.1 and 1e11 are not exact in binary.
    const sizes = [1e11 + 0.1, 0.3, 7.7e10 + 0.7, 0.1, 3.3e9 + 0.2];
    sizes.forEach((qty, wallet) => book.setQty(wallet, book.get(wallet), qty));
    sizes.forEach((qty, wallet) => book.setQty(wallet + 100, book.get(wallet + 100), -qty / 3));
    sizes.forEach((_, wallet) => book.setQty(wallet, book.get(wallet), 0));
    expect(book.longCount).toBe(0);
    expect(book.longQty).toBe(0);
    sizes.forEach((_, wallet) => book.setQty(wallet + 100, book.get(wallet + 100), 0));
    expect(book.shortQty).toBe(0);
    expect(book.holderCount()).toBe(0);
  });

  it('keep the sum of the open positions of each side', () => {
    const book = new PositionBook();
    book.setQty(1, book.get(1), 5);
    book.setQty(2, book.get(2), -2);
    book.setQty(1, book.get(1), 3);
    expect([book.longQty, book.shortQty, book.longCount, book.shortCount]).toEqual([3, 2, 1, 1]);
  });
});
