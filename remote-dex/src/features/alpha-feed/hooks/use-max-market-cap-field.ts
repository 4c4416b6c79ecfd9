import { DEBOUNCE_MS, parseWholeNumber, useDebouncedValue } from '@flowscope/shared-api';
import { useEffect, useRef, useState } from 'react';

const asText = (value: number | null) => (value === null ? '' : String(value));

/**
 * The max market cap field: it answers each key at once, and the value reaches the URL (and
 * so the API) after the 500 ms pause; a URL changed elsewhere (Back, a link) refills it.
 */
export function useMaxMarketCapField(value: number | null, commit: (next: number | null) => void) {
  const [text, setText] = useState(() => asText(value));
  const settled = useDebouncedValue(text, DEBOUNCE_MS);
  const committed = useRef(value);
  useEffect(() => {
    const next = parseWholeNumber(settled);
    if (next === committed.current) return;
    committed.current = next;
    commit(next);
  }, [settled, commit]);
  useEffect(() => {
    if (value === committed.current) return;
    committed.current = value;
    setText(asText(value));
  }, [value]);
  return { text, setText };
}
