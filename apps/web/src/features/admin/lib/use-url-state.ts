import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A section's filters, page and open item live in the URL, so reload, back and shared links keep
 * them. Changes replace the history entry (typing must not fill the history); '' or null removes a
 * key (a new filter passes `page: null` to go back to the first page).
 */
export function useUrlState<K extends string>(keys: readonly K[]) {
  const [search, setSearch] = useSearchParams();
  // The latest parameters, read when an update runs: a debounced search that fires after a row was
  // opened must add its keyword to the open row, not to the parameters of the render it was made in.
  const latest = useRef(search);
  useLayoutEffect(() => {
    latest.current = search;
  }, [search]);
  const values = Object.fromEntries(keys.map((k) => [k, search.get(k) ?? ''])) as Record<K, string>;
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const update = useCallback(
    (next: Partial<Record<K | 'page', string | number | null>>) => {
      const out = new URLSearchParams(latest.current);
      for (const [k, v] of Object.entries(next)) {
        if (v === null || v === undefined || v === '' || (k === 'page' && v === 1)) out.delete(k);
        else out.set(k, String(v));
      }
      latest.current = out;
      setSearch(out, { replace: true });
    },
    [setSearch],
  );
  return { values, page, update };
}
