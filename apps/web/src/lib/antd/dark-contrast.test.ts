import { readFileSync } from 'node:fs';
import path from 'node:path';
import { theme, type GlobalToken } from 'antd';
import { describe, expect, it } from 'vitest';
import { buildTheme } from './theme.ts';

const src = path.join(import.meta.dirname, '..', '..');
const dark = theme.getDesignToken(buildTheme('dark')) as GlobalToken;

/** `--ant-color-link` -> the dark theme's `colorLink`. */
const tokenOf = (cssVar: string): string => {
  const key = cssVar.replace(/^--ant-/, '').replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  const value = (dark as unknown as Record<string, unknown>)[key];
  if (typeof value !== 'string') throw new Error(`no token for ${cssVar}`);
  return value;
};

/** The variable a rule's `color` reads in the dark theme: its dark override if any, else its own. */
const darkTextVar = (file: string, selector: string): string => {
  const css = readFileSync(path.join(src, file), 'utf8');
  const colourOf = (sel: string) => {
    const start = css.indexOf(`${sel} {`);
    if (start < 0) return null;
    const body = css.slice(start, css.indexOf('}', start));
    return /\n\s*color: var\((--ant-[a-z-]+)\);/.exec(body)?.[1] ?? null;
  };
  const found = colourOf(`html[data-theme='dark'] ${selector}`) ?? colourOf(selector);
  if (!found) throw new Error(`no colour for ${selector} in ${file}`);
  return found;
};

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe('text in the primary colour, dark theme', () => {
  it.each([
    // the list pages' chosen category, on the page
    ['components/category-tabs.css', ".rs-cat-tab[aria-selected='true']", 'colorBgLayout'],
    // the header's current section, on its own tint
    ['app/layout/header.css', ".rs-desktop-nav__link[aria-current='page']", 'colorPrimaryBg'],
  ] as const)('%s %s reads at >= 4.5:1', (file, selector, background) => {
    const text = tokenOf(darkTextVar(file, selector));
    expect(contrast(text, dark[background])).toBeGreaterThanOrEqual(4.5);
  });
});
