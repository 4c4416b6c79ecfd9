/**
 * A value made the first time it is asked for. Intl formatters and collators cost
 * milliseconds each to build (locale data is loaded then), so a module that keeps one builds
 * it on first use instead of while the page's scripts are evaluated.
 */
export function builtOnFirstUse<Value>(build: () => Value): () => Value {
  let value: Value | undefined;
  let built = false;
  return () => {
    if (!built) {
      value = build();
      built = true;
    }
    return value as Value;
  };
}
