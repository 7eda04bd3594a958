import { readFileSync } from 'node:fs';
import path from 'node:path';
import { theme, type GlobalToken } from 'antd';
import { describe, expect, it } from 'vitest';
import { contrast } from '../../test/contrast.ts';
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

describe('text in the primary colour, dark theme', () => {
  it.each([
    // the list pages' chosen category, on the page
    ['components/category-tabs.css', ".rs-cat-tab[aria-selected='true']", 'colorBgLayout'],
    // the header's current section, on its own tint
    ['app/layout/header.css', ".rs-desktop-nav__link[aria-current='page']", 'colorPrimaryBg'],
    // the phone's features menu: the current section, on the sheet
    [
      'app/layout/header.css',
      ".rs-btn.rs-mobile-nav__item[aria-current='page']",
      'colorBgElevated',
    ],
  ] as const)('%s %s reads at >= 4.5:1', (file, selector, background) => {
    const text = tokenOf(darkTextVar(file, selector));
    expect(contrast(text, dark[background])).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the error red, light theme', () => {
  const light = theme.getDesignToken(buildTheme('light')) as GlobalToken;
  it('reads at >= 4.5:1 as text on the page and under white text on a danger button', () => {
    for (const background of [light.colorBgContainer, light.colorBgLayout]) {
      expect(contrast(light.colorError, background)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast('#ffffff', light.colorError)).toBeGreaterThanOrEqual(4.5);
  });
});
