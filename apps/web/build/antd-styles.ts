import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import * as antd from 'antd';
import { createElement as h, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { Plugin } from 'vite';
import { buildTheme } from '../src/app/theme.ts';

/** Import this in main.tsx: the pre-built styles of the components the first pages show. */
export const ANTD_STYLES_ID = 'virtual:antd-styles.css';
const RESOLVED_ID = `\0${ANTD_STYLES_ID}`;

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
    h(antd.List, {
      dataSource: ['a'],
      renderItem: (s: unknown) => h(antd.List.Item, null, String(s)),
    }),
    h(panel(antd.Tooltip), { title: 't' }),
    // rendered (closed) by the header at once: their styles are made on mount, not on opening
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

/** Serves `virtual:antd-styles.css` (renderAntdStyles), in the build and in development. */
export function antdStyles(): Plugin {
  let css: string | undefined;
  return {
    name: 'robot:antd-styles',
    resolveId: (id) => (id === ANTD_STYLES_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      css ??= renderAntdStyles();
      return css;
    },
  };
}
