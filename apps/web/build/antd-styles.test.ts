import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderAntdStyles, renderAntdVariables, usedAntdVariables } from './antd-styles.ts';

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

describe('theme variables written at build time', () => {
  const used = new Set(['--ant-color-primary', '--ant-color-text', '--ant-font-size']);
  const css = renderAntdVariables(used);
  const rule = (selector: string) =>
    new RegExp(`${selector.replace(/[[\]()']/g, '\\$&')}\\{([^}]*)\\}`).exec(css)?.[1] ?? '';

  it('sets the light values on :root and, for the dark theme, only those that differ', () => {
    expect(rule(':root')).toContain('--ant-color-primary:#4f46e5');
    expect(rule(':root')).toContain('--ant-color-text:rgba(0,0,0,0.88)');
    expect(rule(':root')).toContain('--ant-font-size:15px');
    const dark = rule("html[data-theme='dark']");
    expect(dark).toContain('--ant-color-text:rgba(255,255,255,0.85)');
    expect(dark).not.toContain('--ant-font-size');
  });

  it('writes only the variables the app names', () => {
    expect(css).not.toContain('--ant-color-success');
    expect(renderAntdVariables().length).toBeGreaterThan(css.length * 10);
  });

  it("finds the variables named in the app's stylesheets and components, not in tests", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rs-vars-'));
    mkdirSync(path.join(dir, 'nested'));
    writeFileSync(path.join(dir, 'a.css'), '.a{color:var(--ant-color-link)}');
    writeFileSync(
      path.join(dir, 'nested', 'b.tsx'),
      "const s = { color: 'var(--ant-color-error)' };",
    );
    writeFileSync(path.join(dir, 'nested', 'b.test.tsx'), "'var(--ant-color-warning)'");
    writeFileSync(path.join(dir, 'c.json'), '"--ant-color-info"');
    expect([...usedAntdVariables(dir)].sort()).toEqual(['--ant-color-error', '--ant-color-link']);
  });
});
