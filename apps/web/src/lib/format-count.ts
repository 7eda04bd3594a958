const formats = new Map<string, Intl.NumberFormat>();

/** A short count in the app's language: 1.3K in English, 1.3万 in Chinese. */
export function formatCount(value: number, language: string): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 });
    formats.set(language, format);
  }
  return format.format(value);
}
