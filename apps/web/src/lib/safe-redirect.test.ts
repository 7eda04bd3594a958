import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it.each(['/assistant', '/chat/abc?x=1#top', '/robot-list?keyword=%E4%BD%A0'])('keeps %s', (p) => {
    expect(safeRedirect(p)).toBe(p);
  });

  it.each([
    '//evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    'https:evil.com',
    'https://evil.com/x',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '%2F%2Fevil.com',
    '/%2F/evil.com',
    '/%5Cevil.com',
    '/%252F%252Fevil.com',
    '%6A%61%76%61script:alert(1)',
    '/\tevil',
    '/\n/evil.com',
    '/%0a/evil.com',
    ' /x',
    'evil.com',
    '',
    '/%E0%A4%A',
  ])('refuses %j', (p) => {
    expect(safeRedirect(p)).toBe('/');
  });

  it('refuses non-strings and uses the given fallback', () => {
    expect(safeRedirect(undefined)).toBe('/');
    expect(safeRedirect(null, '/home')).toBe('/home');
    expect(safeRedirect('//evil.com', '/home')).toBe('/home');
  });
});
