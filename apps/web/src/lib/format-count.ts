/**
 * The units of each language's short counts, smallest first, as `Intl.NumberFormat`'s compact
 * notation writes them (English by thousands, Chinese by ten thousands).
 */
const UNITS: Record<string, readonly (readonly [size: number, suffix: string])[]> = {
  'en-US': [
    [1, ''],
    [1e3, 'K'],
    [1e6, 'M'],
    [1e9, 'B'],
    [1e12, 'T'],
  ],
  'zh-CN': [
    [1, ''],
    [1e4, '万'],
    [1e8, '亿'],
    [1e12, '万亿'],
  ],
};

const formats = new Map<string, Intl.NumberFormat>();

/** The compact format itself, for what the units above do not cover. */
function intlCompact(value: number, language: string): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 });
    formats.set(language, format);
  }
  return format.format(value);
}

/**
 * A short count in the app's language: 1.3K in English, 1.3万 in Chinese, exactly as
 * `Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 })` writes it.
 * Whole counts are written here: the first compact format a page asks for costs ~15 ms of
 * start-up CPU (its locale data), and a page of cards asks on its first render. Anything else
 * (fractions, other languages, counts past 2^53) goes to the format.
 */
export function formatCount(value: number, language: string): string {
  const units = UNITS[language];
  if (!units || !Number.isSafeInteger(value)) return intlCompact(value, language);
  const size = Math.abs(value);
  let unit = 0;
  while (unit + 1 < units.length && size >= units[unit + 1]![0]) unit += 1;
  // tenths of the unit, rounded half away from zero; exact for whole counts
  let tenths = Math.round((size * 10) / units[unit]![0]);
  if (unit + 1 < units.length && tenths * units[unit]![0] >= units[unit + 1]![0] * 10) {
    unit += 1;
    tenths = Math.round((size * 10) / units[unit]![0]);
  }
  const number = tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1);
  return `${value < 0 ? '-' : ''}${number}${units[unit]![1]}`;
}
