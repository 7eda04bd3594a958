import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it.each(['/assistant', '/chat/abc?x=1#top', '/robot-list?keyword=%E4%BD%A0'])('keeps %s', (p) => {
    expect(safeRedirect(p)).toBe(p);
  });

  it('answers a path with dot segments as the browser resolves it', () => {
    expect(safeRedirect('/robot-list/../assistant')).toBe('/assistant');
    expect(safeRedirect('/./chat/x')).toBe('/chat/x');
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
    // Dot segments that resolve to '//host' (plain, percent-encoded, double-encoded, mixed case)
    '/.//evil.example',
    '/x/..//evil.example',
    '/x/../..//evil.example',
    '/%2e%2e//evil.example',
    '/%2E%2E//evil.example',
    '/x/%2E%2E//evil.example',
    '/./%2e/.//evil.example',
    '/.%2e//evil.example',
    '/%252e%252e//evil.example',
    // Encoded slashes that become '//host' once decoded and resolved
    '/.%2f/evil.example',
    '/%2e/%2fevil.example',
    '/a/..%2f..//evil.example',
    '/a/%2e%2e%2f%2e%2e%2f%2fevil.example',
    '/%2f%2fevil.example',
    // Backslashes, which browsers read as slashes
    '/..\\evil.example',
    '/.\\/evil.example',
    '/\\\\evil.example',
    '/%5c%5cevil.example',
    '/.%5c/evil.example',
    '/x/..%5C%5Cevil.example',
    // Tabs and newlines, which URL parsing drops
    '/\t/evil.example',
    '/%09/evil.example',
    '/.\n//evil.example',
    '/%0d%0a//evil.example',
    '/.%09/%2fevil.example',
  ])('refuses %j', (p) => {
    expect(safeRedirect(p)).toBe('/');
  });

  it('refuses non-strings and uses the given fallback', () => {
    expect(safeRedirect(undefined)).toBe('/');
    expect(safeRedirect(null, '/home')).toBe('/home');
    expect(safeRedirect('//evil.com', '/home')).toBe('/home');
  });
});
