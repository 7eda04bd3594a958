/** Timings and sizes of the web interface (not part of the HTTP contract, so not in @robot/contracts). */
export const UiTiming = {
  errorToastSeconds: 5,
  transportToastThrottleMs: 6000,
  aiNameWarningSeconds: 2,
  mobileBreakpoint: 750,
  /** long enough to read and copy a link by hand */
  manualCopyToastSeconds: 8,
} as const;
