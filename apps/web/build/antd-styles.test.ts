import { describe, expect, it } from 'vitest';
import { renderAntdStyles } from './antd-styles.ts';

describe('pre-built antd styles', () => {
  const css = renderAntdStyles();

  it("holds the first screens' component styles with plain selectors, reading the theme from variables", () => {
    expect(css).toContain('.ant-btn{');
    expect(css).toContain('.ant-tabs');
    expect(css).toContain('var(--ant-color-primary)');
    // no hash class (hashed: false in theme.ts), so the same selectors in development and production
    expect(css).not.toMatch(/css-dev-only|:where\(\.css-/);
    // no theme values: those are set at run time, per theme
    expect(css).not.toMatch(/\.rs\{--ant-/);
  });

  it("records which styles it holds, in cssinjs's format, so antd skips generating them", () => {
    const record = /\.data-ant-cssinjs-cache-path\{content:"([^"]+)";\}/.exec(css)?.[1] ?? '';
    const paths = record.split(';').map((entry) => entry.split(':')[0]);
    expect(paths).toEqual(expect.arrayContaining(['|Button-Button|ant-btn|anticon']));
    // a component left to run time is not claimed
    expect(paths.some((p) => p?.includes('Table-Table'))).toBe(false);
  });
});
