import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import type { AbstractNode } from '@ant-design/icons-svg/es/types';
import { describe, expect, it } from 'vitest';
import { shellStyle } from './app-shell-style.ts';
import { iconDrawing, iconMaskUrl } from './icon-mask.ts';

const svgOf = (url: string) =>
  decodeURIComponent(/^url\("data:image\/svg\+xml,(.*)"\)$/.exec(url)?.[1] ?? '');

describe("the shell's icons", () => {
  it("reads the drawing the app's icon draws", () => {
    expect(iconDrawing('UserOutlined')).toEqual(UserOutlined);
  });

  it('makes a mask of the whole drawing, as a standalone SVG', () => {
    const svg = svgOf(iconMaskUrl(UserOutlined));
    const { d } = (UserOutlined.icon as AbstractNode).children?.[0]?.attrs ?? {};
    expect(svg).toBe(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="64 64 896 896"><path d="${d}"/></svg>`,
    );
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.documentElement.getAttribute('viewBox')).toBe('64 64 896 896');
  });

  it('escapes what would end an attribute or the CSS string', () => {
    const url = iconMaskUrl({
      name: 'x',
      theme: 'outlined',
      icon: {
        tag: 'svg',
        attrs: { viewBox: '0 0 1 1' },
        children: [{ tag: 'path', attrs: { d: 'M0 0"<)' } }],
      },
    });
    // inside the quoted url: no quote, backslash or line to end the CSS string, no '<' to end the style
    expect(url.slice(5, -2)).not.toMatch(/["\\\n<]/);
    expect(svgOf(url)).toContain('d="M0 0&quot;&lt;)"');
  });

  it("draws the owner's user icon in an item's row", () => {
    expect(shellStyle()).toContain(iconMaskUrl(UserOutlined));
  });
});
