/** One wallet's position in one token. qty is signed for perpetuals (short < 0). */
export interface Position {
  qty: number;
  avgEntry: number;
  /** PNL realised so far on this token, USD. */
  realised: number;
  /** Sum and count of buys / opens, for the average buy size. */
  boughtUsd: number;
  buys: number;
}

/**
 * Open positions of one token, with running totals so holdings answer in O(1) and a
 * dense list of holders so a seller can be picked in O(1).
 */
export class PositionBook {
  readonly byWallet = new Map<number, Position>();
  private readonly holders: number[] = [];
  private readonly holderSlot = new Map<number, number>();
  longQty = 0;
  shortQty = 0;
  longCount = 0;
  shortCount = 0;

  get(wallet: number): Position {
    let position = this.byWallet.get(wallet);
    if (!position) {
      position = { qty: 0, avgEntry: 0, realised: 0, boughtUsd: 0, buys: 0 };
      this.byWallet.set(wallet, position);
    }
    return position;
  }

  holderCount(): number {
    return this.holders.length;
  }

  holderAt(slot: number): number {
    return this.holders[slot] ?? -1;
  }

  /** Sets a wallet's quantity, keeping totals and the holder list in step. */
  setQty(wallet: number, position: Position, qty: number): void {
    this.untrack(position.qty);
    // Dust left by partial sells counts as closed.
    position.qty = Math.abs(qty) < 1e-9 * Math.max(1, Math.abs(position.qty)) ? 0 : qty;
    this.track(position.qty);
    const slot = this.holderSlot.get(wallet);
    if (position.qty !== 0 && slot === undefined) {
      this.holderSlot.set(wallet, this.holders.length);
      this.holders.push(wallet);
    } else if (position.qty === 0 && slot !== undefined) {
      const last = this.holders.pop();
      if (last !== undefined && last !== wallet) {
        this.holders[slot] = last;
        this.holderSlot.set(last, slot);
      }
      this.holderSlot.delete(wallet);
    }
  }

  private track(qty: number): void {
    if (qty > 0) {
      this.longQty += qty;
      this.longCount += 1;
    } else if (qty < 0) {
      this.shortQty -= qty;
      this.shortCount += 1;
    }
  }

  private untrack(qty: number): void {
    // A running total rounds by an ulp of its size at each step; when the last position of a
    // side closes, its total is exactly zero again, never a negative speck of dust.
    if (qty > 0) {
      this.longCount -= 1;
      this.longQty = this.longCount === 0 ? 0 : this.longQty - qty;
    } else if (qty < 0) {
      this.shortCount -= 1;
      this.shortQty = this.shortCount === 0 ? 0 : this.shortQty + qty;
    }
  }
}
