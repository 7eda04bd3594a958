declare global {
  interface Window {
    /** the built files of the toasts' host, written by the boot script (build/app-shell-boot.ts) */
    __rsFeedbackFiles?: string[];
  }
}

/** A link's insertion starts its fetch there and then: 1-7 ms each on a phone (4x slower CPU). */
const LINKS_PER_STEP = 4;

/** Runs `step` when the browser is idle (or on the next task where it cannot say). */
const whenIdle = (step: () => void): void => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(step);
  else window.setTimeout(step, 0);
};

/**
 * Asks the browser to fetch `urls` into its cache at low priority, without running them: a later
 * `import()` (or stylesheet) then comes from the cache, even offline. The links go in a few at a
 * time, each few in a task of its own when the browser is idle: the toasts' host alone names ~30
 * files, and one task for all of them held a phone's main thread for ~35-100 ms (CPU at 4x).
 * Answers whether there was anything to fetch.
 */
export function prefetchFiles(
  urls: readonly string[] | undefined,
  schedule: (step: () => void) => void = whenIdle,
): boolean {
  if (!urls || urls.length === 0) return false;
  const queue = [...urls];
  const step = () => {
    for (const url of queue.splice(0, LINKS_PER_STEP)) {
      if (document.head.querySelector(`link[href="${CSS.escape(url)}"]`)) continue;
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.setAttribute('as', url.endsWith('.css') ? 'style' : 'script');
      // as a module script is fetched (same origin, CORS mode), so the cached copy serves it
      link.crossOrigin = '';
      link.href = url;
      document.head.appendChild(link);
    }
    if (queue.length > 0) schedule(step);
  };
  step();
  return true;
}
