import { afterEach, describe, expect, it } from 'vitest';
import { prefetchFiles } from './prefetch-files.ts';

const links = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) => ({
    href: new URL(l.href).pathname,
    as: l.getAttribute('as'),
    crossOrigin: l.getAttribute('crossorigin'),
  }));

/** A scheduler the test runs by hand: each call is one later task. */
const byHand = () => {
  const steps: (() => void)[] = [];
  return { schedule: (step: () => void) => steps.push(step), next: () => steps.shift()?.() };
};

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

  it('adds a long list a few links per task, so that no one task holds the page for all', () => {
    const files = Array.from({ length: 10 }, (_, i) => `/assets/part-${i}.js`);
    const tasks = byHand();
    expect(prefetchFiles(files, tasks.schedule)).toBe(true);
    expect(links()).toHaveLength(4);
    tasks.next();
    expect(links()).toHaveLength(8);
    tasks.next();
    expect(links().map((l) => l.href)).toEqual(files);
    // nothing is left to schedule
    tasks.next();
    expect(links()).toHaveLength(10);
  });

  it('answers false when the build named nothing (development, tests)', () => {
    expect(prefetchFiles(undefined)).toBe(false);
    expect(prefetchFiles([])).toBe(false);
    expect(links()).toEqual([]);
  });
});
