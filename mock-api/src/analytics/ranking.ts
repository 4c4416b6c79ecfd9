/**
 * Collects (item, rank, tie-break) triples in flat arrays and yields the best `limit`
 * items, so a ranking over thousands of tokens builds row objects only for the winners.
 */
export class Ranking {
  private items: number[] = [];
  private ranks: number[] = [];
  private ties: number[] = [];

  add(item: number, rank: number, tie: number): void {
    this.items.push(item);
    this.ranks.push(rank);
    this.ties.push(tie);
  }

  /** Items, best first (higher rank, then higher tie, then lower item). */
  top(limit: number): number[] {
    const order = this.items.map((_, i) => i);
    order.sort(
      (a, b) =>
        (this.ranks[b] ?? 0) - (this.ranks[a] ?? 0) ||
        (this.ties[b] ?? 0) - (this.ties[a] ?? 0) ||
        (this.items[a] ?? 0) - (this.items[b] ?? 0),
    );
    return order.slice(0, limit).map((i) => this.items[i] ?? 0);
  }
}
