import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import * as antd from 'antd';
import { createElement as h, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { Plugin } from 'vite';
import { buildTheme } from '../src/lib/antd/theme.ts';

/** Imported by lib/antd/antd-scope.tsx: the pre-built styles of the components the first pages show. */
export const ANTD_STYLES_ID = 'virtual:antd-styles.css';
/** Imported by main.tsx: the theme's variables (`--ant-…`) for both themes, for our own stylesheets. */
export const ANTD_VARIABLES_ID = 'virtual:antd-variables.css';

type Panel = ComponentType<Record<string, unknown>>;
/** antd's own "panel" of a popup component: its content rendered in place, as antd's docs do. */
const panel = (component: unknown): Panel =>
  (component as { _InternalPanelDoNotUseOrYouWillBeFired: Panel })
    ._InternalPanelDoNotUseOrYouWillBeFired;

/**
 * The antd components the app shell and the public pages show at once (header, footer, the square,
 * the lists, the chat), each rendered once so antd generates its styles. Components left out (the
 * contents of menus, dialogs and toasts; forms, tables, the admin's; the grid, whose responsive
 * classes alone weigh 110 KB) still get theirs at run time when they first show.
 */
function firstScreenComponents(): ReactNode {
  const { Typography, Layout, Input, Skeleton, Space } = antd;
  const tabs = [{ key: 'a', label: 'a', children: 'a' }];
  return h(
    antd.App,
    null,
    h(Layout, null, h(Layout.Header), h(Layout.Content), h(Layout.Footer), h(Layout.Sider)),
    h(antd.Button, { type: 'primary' }, 'b'),
    h(Typography.Text, null, 't'),
    h(Typography.Title, null, 't'),
    h(Typography.Paragraph, { ellipsis: { rows: 2 } }, 't'),
    h(Typography.Link, null, 't'),
    h(antd.Flex, null),
    h(antd.Avatar),
    h(antd.Badge, { count: 1 }),
    h(antd.Tag, { color: 'success' }, 't'),
    h(antd.Alert, { title: 'a' }),
    h(antd.Empty),
    h(antd.Result, { title: 'r' }),
    h(antd.Spin),
    h(antd.Card, { title: 'c' }, 'c'),
    h(antd.Divider),
    h(Space, null, 's'),
    h(Space.Compact, null, h(Input), h(antd.Button)),
    h(Input),
    h(Input.Search),
    h(Input.TextArea),
    h(Skeleton, { avatar: true }),
    h(Skeleton.Button),
    h(Skeleton.Image),
    h(Skeleton.Node),
    h(antd.Tabs, { items: tabs }),
    h(antd.Segmented, { options: ['a', 'b'] }),
    h(panel(antd.Tooltip), { title: 't' }),
    // rendered (closed) by pages at once (the chat's drawer, the detail's share menu): their
    // styles are made on mount, not on opening
    h(panel(antd.Drawer), null),
    h(antd.Dropdown, { menu: { items: [] } }, h('span')),
  );
}

/**
 * antd's styles of the first-screen components as one CSS file, with cssinjs's record of which
 * styles it holds: at run time antd skips generating those (the costly part of its start-up) and
 * still generates any other component's when it first renders. One file serves both themes: with
 * CSS variables (theme.ts) the styles read the colours from variables set at run time.
 */
export function renderAntdStyles(): string {
  const cache = createCache();
  renderToString(
    h(
      StyleProvider,
      { cache },
      h(antd.ConfigProvider, { theme: buildTheme('light') }, firstScreenComponents()),
    ),
  );
  // Only component styles: the theme's variables stay at run time, where the theme is switched.
  return extractStyle(cache, { plain: true, types: ['style'] });
}

/** The selector each theme's variables are set on: the boot script sets `data-theme` before paint. */
const THEME_SELECTORS = { light: ':root', dark: "html[data-theme='dark']" } as const;

/**
 * The theme's design tokens as CSS variables (`--ant-color-primary`, …), light on `:root` and dark on
 * `html[data-theme='dark']`: what antd's ConfigProvider sets at run time on its own element, written
 * at build time so that the app shell, the home page and our stylesheets read the same values without
 * loading antd (decision 033). The antd scopes (lib/antd/antd-scope.tsx) still set them for antd's own
 * components, with the same values.
 */
export function renderAntdVariables(used?: ReadonlySet<string>): string {
  const [light, dark] = (['light', 'dark'] as const).map((mode) => {
    const cache = createCache();
    renderToString(
      h(StyleProvider, { cache }, h(antd.ConfigProvider, { theme: buildTheme(mode) }, h(antd.App))),
    );
    const css = extractStyle(cache, { plain: true, types: ['token'] });
    const body = /^\.rs\{([^}]*)\}/.exec(css)?.[1];
    if (!body) throw new Error(`antd variables: no .rs{…} rule for the ${mode} theme`);
    return body
      .split(';')
      .filter((declaration) => declaration && (!used || used.has(declaration.split(':')[0]!)));
  });
  // The dark theme repeats only what differs from the light one.
  const inLight = new Set(light);
  const darkOnly = dark!.filter((declaration) => !inLight.has(declaration));
  return `${THEME_SELECTORS.light}{${light!.join(';')}}\n${THEME_SELECTORS.dark}{${darkOnly.join(';')}}\n`;
}

/**
 * The `--ant-…` variables the app's own code reads (stylesheets and inline styles under `dir`, tests
 * left out): only those are written, 0.6 KB instead of all of antd's 5 KB (gzip).
 */
export function usedAntdVariables(dir: string): Set<string> {
  const used = new Set<string>();
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.(css|tsx?)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const [name] of readFileSync(file, 'utf8').matchAll(/--ant-[a-z0-9-]+/g))
          used.add(name);
      }
    }
  };
  visit(dir);
  return used;
}

/** Serves the two virtual stylesheets above, in the build and in development. */
export function antdStyles(): Plugin {
  let root = process.cwd();
  const render = {
    [ANTD_STYLES_ID]: renderAntdStyles,
    [ANTD_VARIABLES_ID]: () => renderAntdVariables(usedAntdVariables(path.join(root, 'src'))),
  };
  const built = new Map<string, string>();
  return {
    name: 'robot:antd-styles',
    configResolved(config) {
      root = config.root;
    },
    resolveId: (id) => (id in render ? `\0${id}` : undefined),
    load(id) {
      const name = id.slice(1) as keyof typeof render;
      if (!id.startsWith('\0') || !(name in render)) return undefined;
      if (!built.has(name)) built.set(name, render[name]());
      return built.get(name);
    },
  };
}
