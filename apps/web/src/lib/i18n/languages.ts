export const languages = ['zh-CN', 'en-US'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'zh-CN';

/** Any English browser language reads as en-US; everything else as the default zh-CN. */
export const toSupportedLanguage = (value: string | null | undefined): Language => {
  if (!value) return defaultLanguage;
  if ((languages as readonly string[]).includes(value)) return value as Language;
  return value.toLowerCase().startsWith('en') ? 'en-US' : defaultLanguage;
};
