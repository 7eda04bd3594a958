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

  it('shortens large counts', () => {
    expect(formatCount(1234, 'en-US')).toBe('1.2K');
    expect(formatCount(12_345, 'zh-CN')).toBe('1.2万');
  });
});
