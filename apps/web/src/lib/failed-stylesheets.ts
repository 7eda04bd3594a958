/** Tries of one stylesheet, the first load included: a file gone for good (a deploy) is left alone. */
const MAX_TRIES = 4;
const RETRY_MS = 3000;

/**
 * Loads again a stylesheet that failed (the network dropped as a page's code arrived). Vite's loader
 * of code-split chunks adds a chunk's stylesheet once per visit: when the chunk is imported again
 * (the chat retries its markdown renderer), it does not ask for the stylesheet a second time, so the
 * renderer drew without it for the rest of the visit (code blocks without their frame). A failed
 * <link> is replaced by a fresh one as soon as the browser is back online, or after a few seconds
 * when it says it is online. Returns the undo (for tests).
 */
export function retryFailedStylesheets(target: Window = window): () => void {
  const tries = new Map<string, number>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const waiting = new Set<() => void>();
  const onError = (e: Event) => {
    const el = e.target;
    if (!(el instanceof HTMLLinkElement) || el.rel !== 'stylesheet' || !el.href) return;
    const tried = (tries.get(el.href) ?? 1) + 1;
    if (tried > MAX_TRIES) return;
    tries.set(el.href, tried);
    const again = () => {
      waiting.delete(again);
      if (el.isConnected) el.replaceWith(el.cloneNode());
    };
    if (target.navigator.onLine) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        again();
      }, RETRY_MS);
      timers.add(timer);
    } else {
      waiting.add(again);
      target.addEventListener('online', again, { once: true });
    }
  };
  // error events do not bubble: the window hears them on their way down to the link (capture)
  target.addEventListener('error', onError, true);
  return () => {
    target.removeEventListener('error', onError, true);
    for (const timer of timers) clearTimeout(timer);
    for (const again of waiting) target.removeEventListener('online', again);
  };
}
