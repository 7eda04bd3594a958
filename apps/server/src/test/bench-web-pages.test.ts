import { describe, expect, it } from 'vitest';
import { benchPreload } from './bench-preload-harness.ts';

interface WebPage {
  name: string;
  path: string | null;
}
interface WebPages {
  ALL_PAGES: readonly WebPage[];
  selectPages(value: string | undefined): WebPage[];
}

const { ALL_PAGES, selectPages } = (await import(benchPreload('web-pages.mjs'))) as WebPages;
const names = (pages: WebPage[]) => pages.map((p) => p.name);

/** bench/web-pages.mjs: which pages `BENCH_WEB_PAGES` makes the web bench measure. */
describe('bench/web-pages.mjs', () => {
  it('measures every page when the variable is unset or blank', () => {
    expect(names(selectPages(undefined))).toEqual(names([...ALL_PAGES]));
    expect(names(selectPages(' , '))).toEqual(names([...ALL_PAGES]));
    expect(ALL_PAGES.length).toBe(9);
  });

  it('takes "/" for the home page alone, not every page that starts with it', () => {
    expect(names(selectPages('/'))).toEqual(['/']);
  });

  it('matches names exactly, with or without their /{uuid}, in the table order', () => {
    expect(names(selectPages('/contact, /chat,/robot-list'))).toEqual([
      '/robot-list',
      '/chat/{uuid}',
      '/contact',
    ]);
    expect(names(selectPages('/article-detail/{uuid}'))).toEqual(['/article-detail/{uuid}']);
    expect(names(selectPages('/article-list'))).toEqual(['/article-list']);
    expect(names(selectPages('/login,/login'))).toEqual(['/login']);
  });

  it('stops on a name no page has, listing the names', () => {
    expect(() => selectPages('/login,/ai-tool')).toThrow(
      /no page named \/ai-tool \(pages: \/, \/robot-list, .*\/contact\)/,
    );
    expect(() => selectPages('/robot')).toThrow(/no page named \/robot /);
  });
});
