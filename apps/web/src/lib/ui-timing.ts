/** Timings and sizes of the web interface (not part of the HTTP contract, so not in @robot/contracts). */
export const UiTiming = {
  errorToastSeconds: 5,
  transportToastThrottleMs: 6000,
  aiNameWarningSeconds: 2,
  mobileBreakpoint: 750,
  /**
   * From this width the full header has room for its section links in a row (the longest language,
   * signed in, beside the language, theme and avatar buttons); below it they go in the features menu.
   * The static shell's header (build/app-shell-style.ts) reserves the menu button below it too.
   */
  headerLinksBreakpoint: 1024,
  /** long enough to read and copy a link by hand */
  manualCopyToastSeconds: 8,
  /**
   * How long a directory item's page holds its content back for the category names still on their
   * way (so they do not push the page down a line once it shows); past it, it shows without them.
   */
  categoryNamesWaitMs: 1500,
} as const;
