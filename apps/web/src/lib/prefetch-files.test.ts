import { afterEach, describe, expect, it } from 'vitest';
import { prefetchFiles } from './prefetch-files.ts';

const links = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) => ({
    href: new URL(l.href).pathname,
    as: l.getAttribute('as'),
    crossOrigin: l.getAttribute('crossorigin'),
  }));

afterEach(() => {
  document.head.querySelectorAll('link[rel="prefetch"]').forEach((l) => l.remove());
});

describe('prefetchFiles', () => {
  it('fetches scripts and stylesheets ahead, as the app will ask for them, once each', () => {
    expect(prefetchFiles(['/assets/antd-1.js', '/assets/antd-scope-2.css'])).toBe(true);
    expect(prefetchFiles(['/assets/antd-1.js'])).toBe(true);
    expect(links()).toEqual([
      { href: '/assets/antd-1.js', as: 'script', crossOrigin: '' },
      { href: '/assets/antd-scope-2.css', as: 'style', crossOrigin: '' },
    ]);
  });

  it('answers false when the build named nothing (development, tests)', () => {
    expect(prefetchFiles(undefined)).toBe(false);
    expect(prefetchFiles([])).toBe(false);
    expect(links()).toEqual([]);
  });
});
