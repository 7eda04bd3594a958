import { theme, type GlobalToken } from 'antd';
import { describe, expect, it } from 'vitest';
import { contrast } from '../../test/contrast.ts';
import { cssRule } from '../../test/css-rules.ts';
import { buildTheme } from './theme.ts';

const dark = theme.getDesignToken(buildTheme('dark')) as GlobalToken;

/** `--ant-color-link` -> the dark theme's `colorLink`. */
const tokenOf = (cssVar: string): string => {
  const key = cssVar.replace(/^--ant-/, '').replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  const value = (dark as unknown as Record<string, unknown>)[key];
  if (typeof value !== 'string') throw new Error(`no token for ${cssVar}`);
  return value;
};

/** A rule's property in the dark theme: its `html[data-theme='dark']` override's, else its own. */
const darkValue = (file: string, selector: string, property: string): string | undefined =>
  cssRule(file, `html[data-theme='dark'] ${selector}`)?.[property] ??
  cssRule(file, selector)?.[property];

/** The variable a rule's `color` reads in the dark theme. */
const darkTextVar = (file: string, selector: string): string => {
  const found = /^var\((--ant-[a-z-]+)\)$/.exec(darkValue(file, selector, 'color') ?? '')?.[1];
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
