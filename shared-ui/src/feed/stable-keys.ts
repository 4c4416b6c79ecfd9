/**
 * Each item with a key that names it, not its place: a card keeps its element (and the
 * trader's focus) when newer cards arrive above it or the order changes. Items with the same
 * identity get '#2', '#3'… in their order, so keys stay unique.
 */
export function withStableKeys<Item>(
  items: readonly Item[],
  identityOf: (item: Item) => string,
): [key: string, item: Item][] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const identity = identityOf(item);
    const count = (seen.get(identity) ?? 0) + 1;
    seen.set(identity, count);
    return [count === 1 ? identity : `${identity}#${count}`, item];
  });
}
