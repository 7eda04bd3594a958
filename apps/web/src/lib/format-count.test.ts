import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count.ts';

const compact = (value: number, language: string) =>
  new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 }).format(value);

describe('formatCount', () => {
  it('writes what the compact format writes, in both languages, asked once or again', () => {
    for (const language of ['en-US', 'zh-CN']) {
      for (const value of [0, 7, 999, 1000, 1234, 9999, 12_345, 1_500_000, 2.5]) {
        expect(formatCount(value, language), `${language} ${value}`).toBe(compact(value, language));
        expect(formatCount(value, language), `${language} ${value} again`).toBe(
          compact(value, language),
        );
      }
    }
  });

  it('agrees with the compact format on every unit edge and on a spread of counts', () => {
    const edges = [
      1049, 1050, 1150, 9949, 9950, 9999, 10_000, 99_949, 99_950, 999_949, 999_950, 9_999_999,
      12_345_678, 99_999_999, 100_000_000, 123_456_789, 1e9, 1e12, 1.5e12, 1e15, -1234, -99_950,
    ];
    const spread = Array.from({ length: 2000 }, (_, i) => Math.round(1.013 ** i * 7));
    for (const language of ['en-US', 'zh-CN']) {
      for (const value of [...edges, ...spread]) {
        expect(formatCount(value, language), `${language} ${value}`).toBe(compact(value, language));
      }
    }
  });

  it('leaves other languages and fractions to the compact format', () => {
    expect(formatCount(12_345, 'fr-FR')).toBe(compact(12_345, 'fr-FR'));
    expect(formatCount(1234.56, 'en-US')).toBe('1.2K');
  });

  it('shortens large counts', () => {
    expect(formatCount(1234, 'en-US')).toBe('1.2K');
    expect(formatCount(12_345, 'zh-CN')).toBe('1.2万');
  });
});
