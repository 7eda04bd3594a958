const formats = new Map<string, Intl.NumberFormat>();
const made = new Map<string, string>();
/** Counts formatted so far, kept so a page of cards does not ask ICU again (each call is costly). */
const MADE_MAX = 2000;

/** A short count in the app's language: 1.3K in English, 1.3万 in Chinese. */
export function formatCount(value: number, language: string): string {
  // Below a thousand both languages write the plain number, as the compact format would.
  if (Number.isInteger(value) && value >= 0 && value < 1000) return String(value);
  const key = `${language}|${value}`;
  const known = made.get(key);
  if (known !== undefined) return known;
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 });
    formats.set(language, format);
  }
  const text = format.format(value);
  if (made.size >= MADE_MAX) made.clear();
  made.set(key, text);
  return text;
}
