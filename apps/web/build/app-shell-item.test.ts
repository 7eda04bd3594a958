import { parse } from 'acorn';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOC_MIN_HEADINGS } from '../src/features/directories/browse/table-of-contents.tsx';
import { BOOT_REQUESTS, ITEM_LEAD_MAX_HEADINGS, bootScript } from './app-shell-boot.ts';
import { shellMarkup } from './app-shell-markup.ts';
import { loadShellTexts } from './app-shell.ts';
import { LOCALES, boot, drawAppLoader, settled, tick } from './app-shell.test-helpers.ts';

const root = document.documentElement;
const uuid = '11111111-1111-4111-8111-11111111AAAA';
const PRELOADS = {
  '*': ['/assets/app.js'],
  item: ['/assets/item.js', '/assets/item.css'],
  'item:en-US': ['/assets/locale-en-US-directories.js'],
  'item:zh-CN': ['/assets/locale-zh-CN-directories.js'],
  detail: ['/assets/robot.js'],
};

/**
 * The item's read answers when the test says so; its kind's categories with `categories` (a
 * status alone: that error); every other read at once, with nothing.
 */
function serveItem(categories: unknown[] | number = []) {
  let answer!: (r: Response) => void;
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    void init;
    if (url.includes('/detail/')) return new Promise<Response>((r) => (answer = r));
    if (url.endsWith('/category'))
      return Promise.resolve(
        typeof categories === 'number'
          ? new Response('{}', { status: categories })
          : new Response(JSON.stringify({ code: 200, msg: 'ok', data: { list: categories } })),
      );
    return Promise.resolve(new Response('{}'));
  });
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    answer: (data: Record<string, unknown> | null) =>
      answer(
        new Response(
          JSON.stringify(
            data ? { code: 200, msg: 'ok', data } : { code: 10404, msg: 'not found', data: null },
          ),
        ),
      ),
  };
}

const links = () => [...document.head.querySelectorAll('link')];
const imagePreloads = () =>
  links()
    .filter((l) => l.getAttribute('as') === 'image')
    .map((l) => [l.getAttribute('href'), l.getAttribute('fetchpriority')]);
/** The pictures of the shell's item page that were given an address, by shape. */
const shown = () =>
  [...document.querySelectorAll<HTMLImageElement>('#rs-shell img[data-rs-img]')]
    .filter((img) => img.hasAttribute('src'))
    .map((img) => [img.dataset.rsImg, img.getAttribute('src'), img.getAttribute('fetchpriority')]);
const text = (name: string) =>
  document.querySelector(`#rs-shell [data-rs-text=${name}]`)!.textContent;
const lead = () => document.querySelector('#rs-shell [data-rs-lead]')!.innerHTML;

describe("app shell: a directory item's page", () => {
  beforeEach(() => {
    localStorage.clear();
    for (const a of ['lang', 'data-rs-route', 'data-rs-item', 'data-rs-item-bad', 'data-rs-light'])
      root.removeAttribute(a);
    links().forEach((l) => l.remove());
    document.body.innerHTML = `<div id="root"></div>${shellMarkup(loadShellTexts(LOCALES))}`;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete window.__rsBoot;
  });

  it('asks the item, draws the head of its card from the answer as text, then lets the app load', async () => {
    const { fetch, answer } = serveItem();
    localStorage.setItem('rs.language', 'en-US');
    boot(`/article-detail/${uuid}?from=timeline`, PRELOADS);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      ...BOOT_REQUESTS.all,
      `/api/article/detail/${uuid}`,
      '/api/article/category',
    ]);
    expect(root.dataset.rsRoute).toBe('item');
    // a shared item's page has the light header, without the menu button, from the first frame
    expect(root.dataset.rsLight).toBe('');
    // nothing of the card yet, and the app waits for it (the picture is what the page shows first)
    expect(root.dataset.rsItem).toBeUndefined();
    expect(await settled(window.__rsStart)).toBe('waiting');
    expect(links()).toHaveLength(0);

    answer({
      uuid,
      title: '<img src=x onerror=alert(1)>Notes',
      excerpt: 'Not on the page',
      cover: ' /uploads/covers/a-1.png ',
      image: '/uploads/x.png',
    });
    await vi.waitFor(() => expect(root.dataset.rsItem).toBe('detail cover'));
    expect(text('title')).toBe('<img src=x onerror=alert(1)>Notes');
    // an article's page shows no summary
    expect(text('summary')).toBe('');
    // the cover and its blurred copy behind it; not the square icon
    expect(shown()).toEqual([
      ['cover', '/uploads/covers/a-1.png', 'high'],
      ['cover', '/uploads/covers/a-1.png', 'high'],
    ]);
    expect(document.querySelector('#rs-shell img:not([data-rs-img])')).toBeNull();
    expect(imagePreloads()).toEqual([['/uploads/covers/a-1.png', 'high']]);
    // once the card is painted: the app, the page's code and its texts in the visitor's language
    expect(await settled(window.__rsStart)).toBe('open');
    expect(
      links()
        .filter((l) => l.rel !== 'preload' || l.getAttribute('as') !== 'image')
        .map((l) => l.getAttribute('href')),
    ).toEqual([
      '/assets/app.js',
      '/assets/item.js',
      '/assets/item.css',
      '/assets/locale-en-US-directories.js',
    ]);
    // the app still gets the whole answer
    await expect(
      window.__rsBoot![`/api/article/detail/${uuid}`]!.answer.then((r) => r.json()),
    ).resolves.toMatchObject({ data: { excerpt: 'Not on the page' } });
  });

  it("draws an AI tool's square icon and intro, an application's cover and intro, under the back button on /…-info", async () => {
    const cases = [
      [
        `/ai-tool-info/${uuid}`,
        {
          name: 'Review Mate',
          intro: 'Reviews code.',
          image: 'https://cdn.example.com/i.png',
          cover: '/c.png',
        },
        'info square',
        ['Review Mate', 'Reviews code.'],
        [['square', 'https://cdn.example.com/i.png', 'high']],
      ],
      [
        `/xky-detail/${uuid}`,
        { title: 'Clinic desk', intro: 'Front desk of a clinic.', cover: '/uploads/c.webp' },
        'detail cover',
        ['Clinic desk', 'Front desk of a clinic.'],
        [
          ['cover', '/uploads/c.webp', 'high'],
          ['cover', '/uploads/c.webp', 'high'],
        ],
      ],
    ] as const;
    for (const [pathname, data, shape, [title, summary], pictures] of cases) {
      document.body.innerHTML = `<div id="root"></div>${shellMarkup(loadShellTexts(LOCALES))}`;
      root.removeAttribute('data-rs-item');
      root.removeAttribute('data-rs-light');
      const { answer } = serveItem();
      boot(pathname, PRELOADS);
      expect(root.dataset.rsLight, pathname).toBe(pathname.includes('-info/') ? undefined : '');
      answer(data);
      await vi.waitFor(() => expect(root.dataset.rsItem, pathname).toBe(shape));
      expect([text('title'), text('summary')], pathname).toEqual([title, summary]);
      expect(shown(), pathname).toEqual(pictures);
    }
  });

  it('gives no address to a picture the page would not show, and hides one that fails to load', async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['xky-detail', { title: 'A', cover: '/uploads/../secret.png' }],
      ['xky-detail', { title: 'B', cover: 'javascript:alert(1)' }],
      ['ai-tool-detail', { name: 'C', image: '' }],
      ['article-detail', { title: 'D', cover: 7 }],
    ];
    for (const [prefix, data] of cases) {
      document.body.innerHTML = `<div id="root"></div>${shellMarkup(loadShellTexts(LOCALES))}`;
      links().forEach((l) => l.remove());
      root.removeAttribute('data-rs-item');
      const { answer } = serveItem();
      boot(`/${prefix}/${uuid}`);
      answer(data);
      await vi.waitFor(() => expect(root.dataset.rsItem).toBeDefined());
      // the card is drawn with its title, the picture's place left empty
      expect(text('title')).toBe(data.title ?? data.name);
      expect(shown(), JSON.stringify(data)).toEqual([]);
      expect(imagePreloads(), JSON.stringify(data)).toEqual([]);
    }

    const { answer } = serveItem();
    boot(`/article-detail/${uuid}`);
    answer({ title: 'E', cover: '/uploads/gone.png' });
    await vi.waitFor(() => expect(shown()).toHaveLength(2));
    expect(root.dataset.rsItemBad).toBeUndefined();
    document.querySelector('#rs-shell img[src]')!.dispatchEvent(new Event('error'));
    expect(root.dataset.rsItemBad).toBe('');
  });

  it('draws no card for an item that is not there, and lets the app say so at once', async () => {
    const { answer } = serveItem();
    boot(`/article-info/${uuid}`, PRELOADS);
    answer(null);
    expect(await settled(window.__rsStart)).toBe('open');
    expect(root.dataset.rsItem).toBeUndefined();
    expect(imagePreloads()).toEqual([]);
    expect(shown()).toEqual([]);
  });

  it("is not an item's page: another shape of path asks nothing of an item", () => {
    const { fetch } = serveItem();
    for (const pathname of [`/article-detail/${uuid}/x`, '/article-lists', '/article-detail/x']) {
      fetch.mockClear();
      root.removeAttribute('data-rs-route');
      boot(pathname);
      expect(root.dataset.rsRoute, pathname).toBeUndefined();
      expect(root.dataset.rsLight, pathname).toBeUndefined();
      expect(
        fetch.mock.calls.map(([url]) => url),
        pathname,
      ).toEqual([]);
    }
  });

  it("draws the opening paragraph of the item's text where the page will draw it the same", async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      [
        'ai-tool-detail',
        {
          name: 'Sketch Pal',
          detail:
            '\n**Sketch Pal** turns a doodle  \ninto a *picture*? no: **pictures**.\n\n## How\n\nDraw.',
        },
        '',
      ],
      [
        'ai-tool-info',
        {
          name: 'Sketch Pal',
          detail: '**Sketch Pal** turns a doodle\ninto <b>pictures</b>, & more.\n\n## How\n\nDraw.',
        },
        '',
      ],
      [
        'ai-tool-detail',
        {
          name: 'Sketch Pal',
          detail: '**Sketch Pal** turns doodles\n  into pictures.\n\n## How\n\nDraw.\n\n### Go\n',
        },
        '<strong>Sketch Pal</strong> turns doodles\ninto pictures.',
      ],
      [
        'xky-detail',
        { title: 'Desk', content: 'Plain **and** simple.' },
        'Plain <strong>and</strong> simple.',
      ],
      // a page with a table of contents puts its text elsewhere; a text that opens with a heading
      ['article-detail', { title: 'A', content: 'Start.\n\n# 1\n\n## 2\n\n## 3' }, ''],
      ['article-detail', { title: 'B', content: '# Title\n\nStart.' }, ''],
      ['xky-detail', { title: 'C', content: 42 }, ''],
    ];
    for (const [prefix, data, drawn] of cases) {
      document.body.innerHTML = `<div id="root"></div>${shellMarkup(loadShellTexts(LOCALES))}`;
      root.removeAttribute('data-rs-item');
      const { answer } = serveItem();
      boot(`/${prefix}/${uuid}`);
      answer(data);
      await vi.waitFor(() => expect(root.dataset.rsItem).toBeDefined());
      const what = JSON.stringify(data);
      expect(lead(), what).toBe(drawn);
      // the page shows the text's place only with a paragraph in it
      expect(root.dataset.rsItem!.split(' ').includes('lead'), what).toBe(drawn !== '');
    }
  });

  it("draws the row of categories, owner and date in the visitor's language, as the page will", async () => {
    const categories = [
      { id: 1, nameZh: '写作', nameEn: 'Writing' },
      { id: 2, nameZh: '图像', nameEn: 'Images' },
    ];
    const updatedAt = '2026-12-01T17:04:32.167Z';
    const row = () =>
      [...document.querySelectorAll('#rs-shell [data-rs-meta] > span')].map((e) => [
        e.className,
        e.textContent,
      ]);
    const cases: [string, unknown[] | number, Record<string, unknown>, string[][]][] = [
      [
        'en-US',
        categories,
        // the page's order of the item's ids; an id the categories do not know is left out
        { name: 'A', categories: [2, 9, 1], ownerNickname: 'Ann $& <b>', updatedAt },
        [
          ['rs-shell-tag', 'Images'],
          ['rs-shell-tag', 'Writing'],
          ['rs-shell-item__note', ' Shared by Ann $& <b>'],
          [
            'rs-shell-item__note',
            `Updated ${new Date(updatedAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}`,
          ],
        ],
      ],
      [
        'zh-CN',
        categories,
        { name: 'B', categories: [1], ownerNickname: '', updatedAt: 'not a date' },
        [
          ['rs-shell-tag', '写作'],
          ['rs-shell-item__note', ' 一位用户 分享'],
        ],
      ],
      // the categories could not be read: the card is drawn without them
      [
        'en-US',
        500,
        { name: 'C', categories: [1], ownerNickname: 'Cy' },
        [['rs-shell-item__note', ' Shared by Cy']],
      ],
    ];
    for (const [language, list, data, drawn] of cases) {
      document.body.innerHTML = `<div id="root"></div>${shellMarkup(loadShellTexts(LOCALES))}`;
      root.removeAttribute('data-rs-item');
      localStorage.setItem('rs.language', language);
      const { answer } = serveItem(list);
      boot(`/ai-tool-detail/${uuid}`);
      answer(data);
      await vi.waitFor(() => expect(root.dataset.rsItem).toBeDefined());
      expect(row(), JSON.stringify(data)).toEqual(drawn);
      expect(document.querySelector('#rs-shell [data-rs-meta] b')).toBeNull();
    }
  });

  it("counts fewer headings than the page's table of contents needs, and parses as ES2017", () => {
    expect(ITEM_LEAD_MAX_HEADINGS).toBe(TOC_MIN_HEADINGS - 1);
    // the boot script carries the paragraph reader's source: it must parse where the app does not run
    expect(() => parse(bootScript({}), { ecmaVersion: 2017 })).not.toThrow();
  });

  it("stays in front of the page's skeleton until the page itself is drawn", async () => {
    const { answer } = serveItem();
    boot(`/ai-tool-detail/${uuid}`);
    answer({ name: 'Review Mate', image: '' });
    await vi.waitFor(() => expect(root.dataset.rsItem).toBe('detail square'));
    const app = await drawAppLoader();
    expect(document.getElementById('rs-shell')).not.toBeNull();
    // the page, still waiting for the item the shell has drawn from: its skeleton stays behind
    app.querySelector('#main')!.innerHTML =
      '<div class="rs-dir-page"><div aria-busy data-rs-wait></div></div>';
    await tick();
    expect(document.getElementById('rs-shell')).not.toBeNull();
    app.querySelector('.rs-dir-page')!.innerHTML = '<article></article>';
    await tick();
    expect(document.getElementById('rs-shell')).toBeNull();
    expect(root.dataset.rsRoute).toBeUndefined();
    expect(root.dataset.rsItem).toBeUndefined();
    expect(root.dataset.rsLight).toBeUndefined();
  });
});
