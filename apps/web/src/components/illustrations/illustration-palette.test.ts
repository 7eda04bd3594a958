import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { illustrationPalette } from './use-illustration-palette.ts';

const css = readFileSync(path.join(import.meta.dirname, 'illustration-palette.css'), 'utf8');

describe('the illustrations palette', () => {
  it.each(Object.entries(illustrationPalette))(
    '%s is a theme variable that the stylesheet also sets as CSS fill and stroke',
    (_, value) => {
      // the theme's variables only: no colour computed at run time (no antd on the home page)
      expect(value).toMatch(/^var\(--ant-[a-z0-9-]+\)$/);
      // SVG presentation attributes do not resolve var() everywhere: the CSS rule does
      expect(css).toContain(`[fill='${value}'] {\n  fill: ${value};\n}`);
      expect(css).toContain(`[stroke='${value}'] {\n  stroke: ${value};\n}`);
    },
  );
});
