declare global {
  interface Window {
    /** the built files of the toasts' host, written by the boot script (build/app-shell-boot.ts) */
    __rsFeedbackFiles?: string[];
  }
}

/**
 * Asks the browser to fetch `urls` into its cache at low priority, without running them: a later
 * `import()` (or stylesheet) then comes from the cache, even offline. Answers whether there was
 * anything to fetch.
 */
export function prefetchFiles(urls: readonly string[] | undefined): boolean {
  if (!urls || urls.length === 0) return false;
  for (const url of urls) {
    if (document.head.querySelector(`link[href="${CSS.escape(url)}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.setAttribute('as', url.endsWith('.css') ? 'style' : 'script');
    // as a module script is fetched (same origin, CORS mode), so the cached copy serves it
    link.crossOrigin = '';
    link.href = url;
    document.head.appendChild(link);
  }
  return true;
}
