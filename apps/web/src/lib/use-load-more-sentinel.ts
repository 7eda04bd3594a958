import { useEffect, useRef } from 'react';

/**
 * Calls `onVisible` when the returned element scrolls within 400 px of the viewport (infinite
 * scroll). Without IntersectionObserver nothing happens and the visible 'load more' button remains.
 * A new `resetKey` (e.g. the number of loaded items) observes afresh: a sentinel still in view after
 * a short page only reports again when observation restarts.
 */
export function useLoadMoreSentinel<T extends Element>(
  onVisible: () => void,
  enabled: boolean,
  resetKey: unknown,
) {
  const ref = useRef<T>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });

  useEffect(() => {
    const el = ref.current;
    if (!enabled || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) callback.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [enabled, resetKey]);

  return ref;
}
