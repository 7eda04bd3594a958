/** Business constants shared by the server and the web app (product spec section 9). */
export const Limits = {
  username: { min: 3, max: 32, pattern: /^[A-Za-z0-9]+$/ },
  password: { min: 8, max: 128 },
  nickname: { max: 32 },
  email: { max: 254 },
  mobile: { pattern: /^\+?[0-9]{6,15}$/ },
  smsCode: { length: 6, ttlSeconds: 600, maxAttempts: 5, cooldownSeconds: 60, perDay: 10 },
  requirement: { min: 1, max: 2000, name: 64, companyName: 100 },
  errorReport: { maxBytes: 16 * 1024, message: 2000 },
  robotName: 50,
  keywords: 100,
  robotIntro: 100,
  robotGuideWords: 256,
  prompt: 2000,
  knowledgeBaseField: 200_000,
  knowledgeBaseText: 100_000,
  aiToolDetail: 4096,
  aiToolCategories: 4,
  articleContent: 10_000,
  articleCategories: 3,
  plugins: 3,
  adviceQuota: 3,
  file: { maxBytes: 3 * 1024 * 1024, nameMax: 49 },
  list: { defaultLimit: 20, maxLimit: 100, mineMaxLimit: 999 },
  jsonBodyBytes: 1024 * 1024,
} as const;

export const UiTiming = {
  errorToastSeconds: 5,
  transportToastThrottleMs: 6000,
  aiNameWarningSeconds: 2,
  mobileBreakpoint: 750,
} as const;
