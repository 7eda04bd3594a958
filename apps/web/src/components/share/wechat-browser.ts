/** WeChat's built-in browser names itself in the user agent. */
export const isWeChatBrowser = (userAgent: string = navigator.userAgent): boolean =>
  /MicroMessenger/i.test(userAgent);

const isIos = (userAgent: string) => /iPhone|iPad|iPod/i.test(userAgent);

/**
 * The address WeChat checks the signature against, without its #fragment. WeChat on iOS keeps the
 * address the page was opened with for a single-page app (history changes do not count), so there it is
 * the document's first address; elsewhere the current one.
 */
export function weChatSignedUrl(userAgent: string = navigator.userAgent): string {
  let url = window.location.href;
  if (isIos(userAgent)) {
    const entry = performance.getEntriesByType?.('navigation')[0];
    if (entry?.name) url = entry.name;
  }
  return url.split('#')[0] ?? url;
}
