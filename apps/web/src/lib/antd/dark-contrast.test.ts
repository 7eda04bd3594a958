import { theme, type GlobalToken } from 'antd';
import { describe, expect, it } from 'vitest';
import { contrast } from '../../test/contrast.ts';
import { cssRule, stylesheet, stylesheets } from '../../test/css-rules.ts';
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
  // a fallback after the variable (`var(--ant-color-primary, #4f46e5)`) is never used: antd sets it
  const found = /^var\((--ant-[a-z-]+)(?:, [^)]+)?\)$/.exec(
    darkValue(file, selector, 'color') ?? '',
  )?.[1];
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
    // the chat's history: the conversation on screen, on its tint
    [
      'features/chat/components/history-list.css',
      '.rs-chat-history-item.is-active .rs-chat-history-open',
      'colorPrimaryBg',
    ],
  ] as const)('%s %s reads at >= 4.5:1', (file, selector, background) => {
    const text = tokenOf(darkTextVar(file, selector));
    expect(contrast(text, dark[background])).toBeGreaterThanOrEqual(4.5);
  });
});

describe("antd's chosen item, dark theme", () => {
  const components = buildTheme('dark').components;
  it('the admin sidebar (Menu) writes its chosen section at >= 4.5:1 on its tint and the card', () => {
    const text = components?.Menu?.itemSelectedColor;
    // antd's Menu: itemSelectedBg defaults to controlItemBgActive; the sidebar sits on a card
    for (const background of [dark.controlItemBgActive, dark.colorBgContainer]) {
      expect(contrast(text ?? dark.colorPrimary, background)).toBeGreaterThanOrEqual(4.5);
    }
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

  it('white reads at >= 4.5:1 on a solid danger button under the pointer and pressed', () => {
    const solid = "html[data-theme='light'] .ant-btn.ant-btn-color-dangerous.ant-btn-variant-solid";
    const own = cssRule('styles/danger-fill.css', solid);
    const hover = own?.['--ant-btn-solid-bg-color-hover'] ?? light.colorErrorHover;
    expect(contrast('#ffffff', hover)).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#ffffff', light.colorErrorActive)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('warning and success text, light theme', () => {
  const light = theme.getDesignToken(buildTheme('light')) as GlobalToken;
  it.each([
    ['warning', light.colorWarningText, light.colorWarningBg],
    ['success', light.colorSuccessText, light.colorSuccessBg],
  ])('%s text reads at >= 4.5:1 on the page, a card and its own tint', (_, text, tint) => {
    for (const background of [light.colorBgLayout, light.colorBgContainer, tint]) {
      expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('the error red, dark theme', () => {
  const FILLS = 'styles/danger-fill.css';

  /** A colour as the dark theme gives it: `var(--ant-…)` from the theme, `var(--rs-…)` from FILLS. */
  const resolve = (value: string): string => {
    const name = /^var\((--[a-z-]+)\)$/.exec(value)?.[1];
    if (!name) return value;
    if (name.startsWith('--ant-')) return tokenOf(name);
    const own = cssRule(FILLS, "html[data-theme='dark']")?.[name];
    if (!own) throw new Error(`no ${name} in ${FILLS}`);
    return resolve(own);
  };

  // Text in the error red sits on the page, on cards (an outlined danger button's own background),
  // in popups (dialogs, drawers, menus) and on the error tint (error tags, a danger button's hover).
  const backgrounds = [
    'colorBgLayout',
    'colorBgContainer',
    'colorBgElevated',
    'colorErrorBg',
  ] as const;

  it.each([
    // Form validation messages, outlined and text danger buttons, Input's error count
    'colorError',
    // Typography type="danger", an Input or Select's error text
    'colorErrorText',
    // an outlined or text danger button under the pointer
    'colorErrorHover',
    // an outlined, text or link danger button pressed
    'colorErrorActive',
    'colorErrorTextActive',
  ] as const)('%s reads at >= 4.5:1 as text on every dark background', (token) => {
    for (const background of backgrounds) {
      expect(contrast(dark[token], dark[background]), background).toBeGreaterThanOrEqual(4.5);
    }
  });

  // The error reds our stylesheets write text (and icons) in.
  const ownTextReds = new Set<string>();
  for (const file of stylesheets()) {
    for (const [, name] of stylesheet(file).matchAll(
      /\scolor: var\((--ant-color-error[a-z-]*)\)/g,
    )) {
      ownTextReds.add(name!);
    }
  }

  it("a robot card's Delete reads at >= 4.5:1 on its own tint, under the pointer and pressed", () => {
    const file = 'features/robots/components/robot-card.css';
    for (const state of ['hover', 'active']) {
      const selector = `.rs-robot-card__actions .rs-btn--danger:${state}:not(:disabled)`;
      const tint = /^var\((--ant-[a-z-]+)\)$/.exec(darkValue(file, selector, 'background') ?? '');
      const text = tokenOf(darkTextVar(file, selector));
      expect(contrast(text, tokenOf(tint![1]!)), state).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('our stylesheets write red text in some of the error reds', () => {
    expect([...ownTextReds]).toContain('--ant-color-error');
  });

  it.each([...ownTextReds])(
    '%s, as our stylesheets write text in it, reads at >= 4.5:1',
    (name) => {
      for (const background of backgrounds) {
        expect(contrast(tokenOf(name), dark[background]), background).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  // antd fills a solid danger button with the error red and its hover and active shades
  // (button/style/variant.js), unless styles/danger-fill.css sets the fills.
  const solid = "html[data-theme='dark'] .ant-btn.ant-btn-color-dangerous.ant-btn-variant-solid";
  it.each([
    ['', 'var(--ant-color-error)'],
    ['-hover', 'var(--ant-color-error-hover)'],
    ['-active', 'var(--ant-color-error-active)'],
  ])('white reads at >= 4.5:1 on a solid danger button (fill%s)', (state, antds) => {
    const fill = resolve(cssRule(FILLS, solid)?.[`--ant-btn-solid-bg-color${state}`] ?? antds);
    expect(contrast(dark.colorTextLightSolid, fill)).toBeGreaterThanOrEqual(4.5);
  });

  it("white reads at >= 4.5:1 on antd's count badge", () => {
    const fill = cssRule(FILLS, "html[data-theme='dark'] .ant-badge .ant-badge-count")?.background;
    expect(
      contrast(dark.colorTextLightSolid, resolve(fill ?? 'var(--ant-color-error)')),
    ).toBeGreaterThanOrEqual(4.5);
  });

  it('the plain menu’s danger item under the pointer (log out) reads at >= 4.5:1', () => {
    const file = 'components/plain/menu.css';
    for (const selector of ['.rs-menu__item--danger:hover', '.rs-menu__item--danger:focus']) {
      const text = resolve(darkValue(file, selector, 'color')!);
      const fill = resolve(darkValue(file, selector, 'background')!);
      expect(contrast(text, fill), selector).toBeGreaterThanOrEqual(4.5);
    }
  });
});
