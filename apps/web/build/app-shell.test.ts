import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { render } from '@testing-library/react';
import { createElement } from 'react';
import { build } from 'vite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOT_REQUESTS, START_AT_THE_LATEST_MS } from './app-shell-boot.ts';
import { shellMarkup } from './app-shell-markup.ts';
import { appShell, loadShellTexts } from './app-shell.ts';
import { PageLoader } from '../src/components/page-loader.tsx';
import { LOCALES, boot, drawAppLoader, holdRead, settled, tick } from './app-shell.test-helpers.ts';

const root = document.documentElement;

describe('app shell boot script', () => {
  beforeEach(() => {
    localStorage.clear();
    for (const a of [
      'lang',
      'data-theme',
      'data-rs-route',
      'data-rs-light',
      'data-rs-articles',
      'style',
    ])
      root.removeAttribute(a);
    document.head.querySelectorAll('link').forEach((l) => l.remove());
  });
  afterEach(() => vi.restoreAllMocks());

  it("takes the stored language and theme, names the route and preloads its page and the language's texts", async () => {
    localStorage.setItem('rs.language', 'en-US');
    localStorage.setItem('rs.theme', JSON.stringify({ state: { mode: 'dark' }, version: 0 }));
    boot('/robot-list/', {
      '*': ['/assets/app.js'],
      'locale-zh-CN': ['/assets/locale-zh-CN.js'],
      'locale-en-US': ['/assets/locale-en-US.js'],
      square: ['/assets/list-1.js', '/assets/list-2.css'],
      'square:zh-CN': ['/assets/locale-zh-CN-robots.js'],
      'square:en-US': ['/assets/locale-en-US-robots.js'],
      home: ['/h.js'],
    });
    expect(root.lang).toBe('en-US');
    expect(root.dataset.theme).toBe('dark');
    expect(root.dataset.rsRoute).toBe('square');
    // after the first frame: nothing competes with what the shell needs to paint
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((l) => [l.rel, l.getAttribute('href'), l.getAttribute('as')])).toEqual([
      ['modulepreload', '/assets/app.js', null],
      ['modulepreload', '/assets/locale-en-US.js', null],
      ['modulepreload', '/assets/list-1.js', null],
      ['preload', '/assets/list-2.css', 'style'],
      ['modulepreload', '/assets/locale-en-US-robots.js', null],
    ]);
  });

  it('falls back to the browser language, as the app detector does, and to the light theme', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB', 'zh-CN']);
    localStorage.setItem('rs.theme', '{not json');
    boot('/');
    expect(root.lang).toBe('en-US');
    expect(root.dataset.theme).toBe('light');
    expect(root.dataset.rsRoute).toBe('home');

    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR']);
    boot('/ai-tool-list');
    expect(root.lang).toBe('zh-CN');
    expect(root.dataset.rsRoute).toBe('aitool');
  });

  it("asks the page's first API reads with the visitor's language and token", async () => {
    const fetch = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.reject(new Error('offline')),
    );
    vi.stubGlobal('fetch', fetch);
    const asked = () => fetch.mock.calls.map(([url]) => url);
    localStorage.setItem('rs.language', 'en-US');
    boot('/ai-tool-list');
    expect(asked()).toEqual([...BOOT_REQUESTS.all, ...BOOT_REQUESTS.routes.aitool!]);
    expect(fetch.mock.calls[0]![1]).toEqual({
      headers: { Accept: 'application/json', 'Accept-Language': 'en-US' },
    });
    // a failed read is left to the app's own call, without an unhandled rejection
    await expect(window.__rsBoot![BOOT_REQUESTS.all[0]!]!.answer).rejects.toThrow('offline');

    fetch.mockClear();
    boot('/ai-tool-list?keyword=x');
    expect(asked()).toEqual(BOOT_REQUESTS.all);

    fetch.mockClear();
    boot('/chat/11111111-1111-4111-8111-111111111111');
    expect(asked()).toEqual(BOOT_REQUESTS.all);

    fetch.mockClear();
    localStorage.setItem('rs.token', JSON.stringify({ state: { token: 't0k' }, version: 0 }));
    boot('/chat/11111111-1111-4111-8111-111111111111');
    expect(asked()).toEqual([
      ...BOOT_REQUESTS.all,
      ...BOOT_REQUESTS.signedIn,
      ...BOOT_REQUESTS.chat.map((u) => u.replace('{uuid}', '11111111-1111-4111-8111-111111111111')),
    ]);
    expect(fetch.mock.calls[0]![1]!.headers).toMatchObject({ Authorization: 'Bearer t0k' });

    // a page without a shell whose code is preloaded: the app's start-up reads
    fetch.mockClear();
    boot('/login');
    expect(asked()).toEqual([...BOOT_REQUESTS.all, ...BOOT_REQUESTS.signedIn]);

    // the articles' list: its categories and first page of cards, unless a search is in the address
    fetch.mockClear();
    boot('/article-list');
    expect(asked()).toEqual([
      ...BOOT_REQUESTS.all,
      ...BOOT_REQUESTS.signedIn,
      ...BOOT_REQUESTS.routes.articles!,
    ]);
    fetch.mockClear();
    boot('/article-list?sort=latest');
    expect(asked()).toEqual([...BOOT_REQUESTS.all, ...BOOT_REQUESTS.signedIn]);

    fetch.mockClear();
    boot('/about-us');
    expect(asked()).toEqual([]);
    vi.unstubAllGlobals();
    delete window.__rsBoot;
  });

  it("writes the chat robot's name and intro into the shell as text, once its early read answers", async () => {
    const robot = { robotName: '<img src=x onerror=alert(1)>Bot', robotIntro: 'Reviews code.' };
    const body = JSON.stringify({ code: 200, msg: 'ok', data: robot });
    const fetch = vi.fn((url: string) =>
      Promise.resolve(new Response(url.includes('/robot/detail/') ? body : '{}')),
    );
    vi.stubGlobal('fetch', fetch);
    document.body.innerHTML = `<div id="root"></div>${shellMarkup(loadShellTexts(LOCALES))}`;
    localStorage.setItem('rs.token', JSON.stringify({ state: { token: 't0k' }, version: 0 }));
    const uuid = '11111111-1111-4111-8111-111111111111';
    boot(`/chat/${uuid}`);
    await vi.waitFor(() => expect(root.dataset.rsChat).toBe('welcome'));
    const filled = [...document.querySelectorAll('[data-rs-fill]')].map((e) => e.textContent);
    // the chat's bar and welcome, and the robot page's card (hidden on this route)
    expect(filled).toEqual([
      robot.robotName,
      'Reviews code.',
      robot.robotName,
      'Reviews code.',
      robot.robotName,
      'Reviews code.',
    ]);
    expect(root.dataset.rsDetail).toBeUndefined();
    // the name was written as text: no element of it (the item page's pictures are the shell's own)
    expect(document.querySelector('#rs-shell img:not([data-rs-img])')).toBeNull();
    // the app still reads the same answer's body
    const early = window.__rsBoot![`/api/robot/detail/simple/${uuid}`]!.answer;
    expect(((await (await early).json()) as { data: unknown }).data).toEqual(robot);

    // a stored conversation: the bar names the robot, but no welcome
    root.removeAttribute('data-rs-chat');
    document.querySelectorAll('[data-rs-fill]').forEach((e) => (e.textContent = ''));
    boot(`/chat/${uuid}?c=22222222-2222-4222-8222-222222222222`);
    await vi.waitFor(() =>
      expect(document.querySelector('.rs-shell-chat__id-name')!.textContent).toBe(robot.robotName),
    );
    expect(root.dataset.rsChat).toBeUndefined();
    vi.unstubAllGlobals();
    delete window.__rsBoot;
  });

  it("draws the robot's page from its early read: a shared link, signed out, whatever WeChat adds to it", async () => {
    const robot = { robotName: '<b>Translator</b>', robotIntro: 'Translates contracts.' };
    let status = 200;
    const fetch = vi.fn((url: string, init: { headers: Record<string, string> }) => {
      void init;
      return Promise.resolve(
        new Response(
          url.includes('/robot/detail/')
            ? JSON.stringify(
                status === 200
                  ? { code: 200, msg: 'ok', data: robot }
                  : { code: 10404, msg: 'errors.notFound', data: null },
              )
            : '{}',
          { status },
        ),
      );
    });
    vi.stubGlobal('fetch', fetch);
    document.body.innerHTML = `<div id="root"></div>${shellMarkup(loadShellTexts(LOCALES))}`;
    const uuid = '33333333-3333-4333-8333-333333333333';
    const read = `/api/robot/detail/simple/${uuid}`;
    boot(`/robot-detail/${uuid}?from=singlemessage&isappinstalled=0`);
    expect(root.dataset.rsRoute).toBe('detail');
    // the shared page's light header (no menu button) from the first frame, before the read answers
    expect(root.dataset.rsLight).toBe('');
    await vi.waitFor(() => expect(root.dataset.rsDetail).toBe('share'));
    const card = document.querySelector('[data-route=detail]')!;
    expect(card.querySelector('.rs-shell-detail__name')!.textContent).toBe(robot.robotName);
    expect(card.querySelector('.rs-shell-detail__intro')!.textContent).toBe(robot.robotIntro);
    expect(card.querySelector('b')).toBeNull();
    // a visitor's read, with no token; and the app still reads the same answer's body
    const call = fetch.mock.calls.find(([url]) => url === read)!;
    expect(call[1].headers['Authorization']).toBeUndefined();
    const early = window.__rsBoot![read]!.answer;
    expect(((await (await early).json()) as { data: unknown }).data).toEqual(robot);

    // /robot-info, signed in: the token goes with the read, and the card sits under the back button
    root.removeAttribute('data-rs-detail');
    root.removeAttribute('data-rs-light');
    localStorage.setItem('rs.token', JSON.stringify({ state: { token: 't0k' }, version: 0 }));
    boot(`/robot-info/${uuid}`);
    expect(root.dataset.rsLight).toBeUndefined();
    await vi.waitFor(() => expect(root.dataset.rsDetail).toBe('info'));
    expect(fetch.mock.calls.at(-1)![1].headers['Authorization']).toBe('Bearer t0k');

    // a robot that is not there (or someone else's private one): no card, the app says so
    root.removeAttribute('data-rs-detail');
    status = 404;
    boot(`/robot-detail/${uuid}`);
    expect(await window.__rsStart!.then(() => 'open')).toBe('open');
    expect(root.dataset.rsDetail).toBeUndefined();
    vi.unstubAllGlobals();
    delete window.__rsBoot;
  });

  it("writes the featured AI tools' cards into the shell as text; none when there are none", async () => {
    const tools = [
      { name: '<b>Review Mate</b>', ownerNickname: 'Demo', intro: 'Reviews pull requests.' },
      { name: 'Quiet', ownerNickname: '', intro: '' },
    ];
    let list: unknown[] = tools;
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        Promise.resolve(
          new Response(
            url.includes('/featured/')
              ? JSON.stringify({ code: 200, msg: 'ok', data: { list, total: list.length } })
              : '{}',
          ),
        ),
      ),
    );
    document.body.innerHTML = `<div id="root"></div>${shellMarkup(loadShellTexts(LOCALES))}`;
    localStorage.setItem('rs.language', 'en-US');
    boot('/ai-tool-list');
    await vi.waitFor(() => expect(root.hasAttribute('data-rs-featured')).toBe(true));
    const cards = [...document.querySelectorAll('[data-rs-cards] .rs-shell-card')];
    expect(cards.map((c) => c.textContent)).toEqual([
      '<b>Review Mate</b>by DemoReviews pull requests.',
      'QuietNo introduction yet.',
    ]);
    expect(document.querySelector('[data-rs-cards] b')).toBeNull();

    root.removeAttribute('data-rs-featured');
    document.body.innerHTML = `<div id="root"></div>${shellMarkup(loadShellTexts(LOCALES))}`;
    list = [];
    boot('/ai-tool-list');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(root.hasAttribute('data-rs-featured')).toBe(false);
    expect(document.querySelectorAll('.rs-shell-card')).toHaveLength(0);
    vi.unstubAllGlobals();
    delete window.__rsBoot;
  });

  it("preloads the first article's cover once the list's early read answers, and nothing unsafe", async () => {
    const list = (cover: unknown) =>
      JSON.stringify({
        code: 200,
        msg: 'ok',
        data: { list: [{ cover }, { cover: '/uploads/b.png' }] },
      });
    const pictures = () =>
      [...document.head.querySelectorAll('link[as=image]')].map((l) => [
        l.getAttribute('href'),
        l.getAttribute('fetchpriority'),
      ]);
    for (const [body, expected] of [
      [list(' /uploads/covers/a-1.svg '), [['/uploads/covers/a-1.svg', 'high']]],
      [list('javascript:alert(1)'), []],
      [list('/uploads/../secret'), []],
      [list(7), []],
      [JSON.stringify({ code: 200, msg: 'ok', data: { list: [] } }), []],
      [JSON.stringify({ code: 10500, msg: 'failed', data: null }), []],
    ] as const) {
      document.head.querySelectorAll('link').forEach((l) => l.remove());
      const fetch = vi.fn((url: string) =>
        Promise.resolve(new Response(url.startsWith('/api/article/search') ? body : '{}')),
      );
      vi.stubGlobal('fetch', fetch);
      boot('/article-list');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(pictures(), body).toEqual(expected);
      // the app still reads the whole answer
      const read = window.__rsBoot!['/api/article/search?sort=favorites&skip=0&limit=24']!;
      expect(await (await read.answer).text()).toBe(body);
      vi.unstubAllGlobals();
    }
    // a search in the address: the app's own read, no picture guessed
    document.head.querySelectorAll('link').forEach((l) => l.remove());
    const fetch = vi.fn(() => Promise.resolve(new Response(list('/uploads/a.png'))));
    vi.stubGlobal('fetch', fetch);
    boot('/article-list?category=3');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pictures()).toEqual([]);
    vi.unstubAllGlobals();
    delete window.__rsBoot;
  });

  it("draws the articles' first cards from the list's early read, as text, then lets the app load", async () => {
    const cards = [
      {
        title: '<img src=x onerror=alert(1)>RAG',
        ownerNickname: 'Ada',
        excerpt: 'Retrieval first.',
        cover: '/uploads/a.svg',
      },
      { title: 'Prompts', ownerNickname: '', excerpt: '', cover: 'javascript:alert(1)' },
      { title: 'Tokens', ownerNickname: 'Bo', excerpt: 'Windows.', cover: '/uploads/c.svg' },
      { title: 'Fourth', ownerNickname: 'Cy', excerpt: 'Not drawn.', cover: '/uploads/d.svg' },
    ];
    const answer = holdRead('/api/article/search');
    localStorage.setItem('rs.language', 'en-US');
    document.body.innerHTML = `<div id="root"></div>${shellMarkup(loadShellTexts(LOCALES))}`;
    boot('/article-list', { '*': ['/assets/app.js'], articles: ['/assets/list.js'] });
    expect(root.dataset.rsRoute).toBe('articles');
    const title = document.querySelector(
      '#rs-shell [data-route=articles] .rs-shell-list__title:lang(en-US)',
    );
    expect(title!.textContent).toBe('AI genius hall');
    // the app waits for the cards (the first cover is the page's largest paint)
    expect(await settled()).toBe('waiting');
    answer(new Response(JSON.stringify({ code: 200, msg: 'ok', data: { list: cards, total: 4 } })));
    await vi.waitFor(() => expect(root.hasAttribute('data-rs-articles')).toBe(true));
    const drawn = [...document.querySelectorAll('#rs-shell .rs-shell-art')].map((c) => [
      c.querySelector('img')!.getAttribute('src'),
      c.querySelector('img')!.getAttribute('fetchpriority'),
      c.querySelector('.rs-shell-art__title')!.textContent,
      c.querySelector('.rs-shell-art__by')?.textContent ?? null,
      c.querySelector('.rs-shell-art__summary')!.textContent,
    ]);
    expect(drawn).toEqual([
      ['/uploads/a.svg', 'high', '<img src=x onerror=alert(1)>RAG', 'by Ada', 'Retrieval first.'],
      [null, null, 'Prompts', null, 'No introduction yet.'],
      ['/uploads/c.svg', null, 'Tokens', 'by Bo', 'Windows.'],
    ]);
    // the titles went in as text: the only pictures are the covers'
    expect(document.querySelectorAll('#rs-shell img:not([data-rs-img])')).toHaveLength(3);
    expect(await settled()).toBe('open');

    // the app's first page on its way (its skeleton waits): the shell stays; the cards: it leaves
    document.dispatchEvent(new Event('DOMContentLoaded'));
    const app = document.getElementById('root')!;
    app.innerHTML = '<main id="main"><ul data-rs-wait=""></ul></main>';
    await tick();
    expect(document.getElementById('rs-shell')).not.toBeNull();
    app.innerHTML = '<main id="main"><ul><li>RAG</li></ul></main>';
    await tick();
    expect(document.getElementById('rs-shell')).toBeNull();
    expect(root.hasAttribute('data-rs-articles')).toBe(false);
    vi.unstubAllGlobals();
    delete window.__rsBoot;
  });

  it("lets the app load at once when the articles' list is empty", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        Promise.resolve(
          new Response(
            url.startsWith('/api/article/search')
              ? JSON.stringify({ code: 200, msg: 'ok', data: { list: [], total: 0 } })
              : '{}',
          ),
        ),
      ),
    );
    document.body.innerHTML = `<div id="root"></div>${shellMarkup(loadShellTexts(LOCALES))}`;
    boot('/article-list');
    await expect(window.__rsStart).resolves.toBeUndefined();
    expect(root.hasAttribute('data-rs-articles')).toBe(false);
    expect(document.querySelectorAll('#rs-shell .rs-shell-art')).toHaveLength(0);
    vi.unstubAllGlobals();
    delete window.__rsBoot;
  });

  it("draws the industry, contact and sign-in pages' openings, then preloads their code once painted", async () => {
    localStorage.setItem('rs.language', 'en-US');
    const read = (ns: string) =>
      JSON.parse(fs.readFileSync(path.join(LOCALES, `en-US/${ns}.json`), 'utf8')) as Record<
        string,
        Record<string, string>
      >;
    const { showcase } = read('xky');
    const { page: contact } = read('contact');
    const { page: login } = read('auth');
    const siteName = read('common').siteName as unknown as string;
    for (const [pathname, route, texts] of [
      ['/xky/', 'xky', [showcase!.eyebrow, showcase!.title, showcase!.description]],
      ['/contact', 'contact', [contact!.title, contact!.subtitle]],
      [
        '/login',
        'login',
        [login!.backHome, login!.title!.replace('{{siteName}}', siteName), login!.subtitle],
      ],
    ] as const) {
      document.head.querySelectorAll('link').forEach((l) => l.remove());
      document.body.innerHTML = `<div id="root"></div>${shellMarkup(loadShellTexts(LOCALES))}`;
      boot(pathname, {
        '*': ['/assets/app.js'],
        [route]: [`/assets/${route}.js`],
        [`${route}:en-US`]: [`/assets/locale-en-US-${route}.js`],
      });
      expect(root.dataset.rsRoute).toBe(route);
      const page = document.querySelector(`#rs-shell [data-route=${route}]`)!;
      expect([...page.querySelectorAll('[lang=en-US]')].map((e) => e.textContent)).toEqual(texts);
      expect(document.head.querySelectorAll('link')).toHaveLength(0);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(
        [...document.head.querySelectorAll('link')].map((l) => l.getAttribute('href')),
      ).toEqual(['/assets/app.js', `/assets/${route}.js`, `/assets/locale-en-US-${route}.js`]);
      delete window.__rsBoot;
    }
  });

  it('shows no page shell on routes it does not draw', () => {
    for (const pathname of ['/register', '/robot-detail/x/y', '/article-detail/x', '/chat/a/b']) {
      root.removeAttribute('data-rs-route');
      boot(pathname);
      expect(root.dataset.rsRoute, pathname).toBeUndefined();
      expect(root.dataset.rsLight, pathname).toBeUndefined();
    }
    boot('/chat/0a1b');
    expect(root.dataset.rsRoute).toBe('chat');
  });

  it("lets the app load once the page's first content is painted, and not before", async () => {
    const preloads = { '*': ['/assets/app.js'] };
    // no shell: at once
    boot('/login', preloads);
    expect(await settled(window.__rsStart)).toBe('open');
    expect(document.head.querySelectorAll('link[rel=modulepreload]')).toHaveLength(1);
    document.head.querySelectorAll('link').forEach((l) => l.remove());

    // the featured tools' cards: once they are drawn and painted
    const answer = holdRead('/featured/');
    document.body.innerHTML = `<div id="root"></div>${shellMarkup(loadShellTexts(LOCALES))}`;
    boot('/ai-tool-list', preloads);
    expect(await settled(window.__rsStart)).toBe('waiting');
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    const tools = [{ name: 'Review Mate', ownerNickname: 'Demo', intro: 'Reviews.' }];
    answer(new Response(JSON.stringify({ code: 200, msg: 'ok', data: { list: tools, total: 1 } })));
    await vi.waitFor(() => expect(document.querySelectorAll('.rs-shell-card')).toHaveLength(1));
    expect(await settled(window.__rsStart)).toBe('open');
    expect(document.head.querySelectorAll('link[rel=modulepreload]')).toHaveLength(1);
    document.head.querySelectorAll('link').forEach((l) => l.remove());

    // a read that fails: at once
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new Error('offline'))),
    );
    localStorage.setItem('rs.token', JSON.stringify({ state: { token: 't0k' }, version: 0 }));
    boot('/chat/11111111-1111-4111-8111-111111111111', preloads);
    expect(await settled(window.__rsStart)).toBe('open');
    vi.unstubAllGlobals();
    delete window.__rsBoot;
  });

  it('lets the app load at the latest after START_AT_THE_LATEST_MS, when the read never answers', async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal(
        'fetch',
        vi.fn(() => new Promise<Response>(() => {})),
      );
      boot('/ai-tool-list', { '*': ['/assets/app.js'] });
      let open = false;
      void window.__rsStart!.then(() => (open = true));
      await vi.advanceTimersByTimeAsync(START_AT_THE_LATEST_MS - 10);
      expect(open).toBe(false);
      await vi.advanceTimersByTimeAsync(20);
      expect(open).toBe(true);
      expect(document.head.querySelectorAll('link[rel=modulepreload]')).toHaveLength(1);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
      delete window.__rsBoot;
    }
  });
});

describe('app shell hand-over', () => {
  it('leaves the document once React has drawn more than its page loader', async () => {
    document.body.innerHTML = '<div id="root"></div><div id="rs-shell"></div>';
    boot('/');
    root.setAttribute('data-rs-detail', 'share');
    const app = await drawAppLoader();
    expect(document.getElementById('rs-shell')).not.toBeNull();
    expect(root.dataset.rsRoute).toBe('home');
    app.querySelector('#main')!.innerHTML = '<div class="rs-home"></div>';
    await tick();
    expect(document.getElementById('rs-shell')).toBeNull();
    expect(root.dataset.rsRoute).toBeUndefined();
    expect(root.dataset.rsDetail).toBeUndefined();
  });

  it("recognises the app's own page loader (what the shell waits behind)", () => {
    document.body.innerHTML = '';
    const main = document.createElement('main');
    main.id = 'main';
    document.body.append(main);
    render(createElement(PageLoader), { container: main });
    expect(document.querySelector('#main>[role=status]:only-child')).not.toBeNull();
  });
});

describe('app shell markup', () => {
  it('says what the pages say, in both languages, with the build-time site name', () => {
    const texts = loadShellTexts(LOCALES, { 'en-US': 'Bots & Co' });
    const home = JSON.parse(fs.readFileSync(path.join(LOCALES, 'zh-CN/home.json'), 'utf8')) as {
      hero: { title: string };
    };
    expect(texts['zh-CN'].heroTitle).toBe(home.hero.title);
    expect(texts['en-US'].heroSubtitle).toMatch(/^Bots & Co gathers/);
    const html = shellMarkup(texts);
    expect(html).toContain('Bots &amp; Co gathers');
    expect(html).not.toContain('{{');
    for (const route of [
      'home',
      'square',
      'aitool',
      'xky',
      'contact',
      'login',
      'chat',
      'detail',
      'item',
    ])
      expect(html).toContain(`data-route="${route}"`);
    expect(html.match(/lang="zh-CN"/g)?.length).toBe(html.match(/lang="en-US"/g)?.length);
    expect(html).toMatch(/^<div id="rs-shell" aria-hidden="true">/);
  });

  it('refuses to build when a text is missing', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rs-shell-locales-'));
    fs.cpSync(LOCALES, dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'en-US/robots.json'), '{"square":{}}');
    expect(() => loadShellTexts(dir)).toThrow(/square.title/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('app shell (build plugin)', () => {
  it('writes the shell, its script and the first route preloads into index.html', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rs-shell-build-'));
    try {
      const files: Record<string, string> = {
        'index.html':
          '<!doctype html><html><head></head><body><div id="root"></div><script type="module" src="/main.js"></script></body></html>',
        'main.js':
          "const texts = import('./src/locales/en-US/common.json');\nconst more = () => import('./src/locales/en-US/robots.json');\nimport('./src/app.js').then((m) => texts.then(() => [m.start(), m.square(), more()]));",
        'src/app.js':
          "import { shared } from './shared.js';\nexport const start = () => import('./features/home/home-page.tsx').then((m) => m.show(shared));\n" +
          "export const square = () => Promise.all([import('./lib/antd/antd-scope.tsx'), import('./features/robots/browse/robot-list-page.tsx')]);",
        'src/lib/antd/antd-scope.tsx': "import './scope.css';\nexport const scope = 'antd';",
        'src/lib/antd/scope.css': '.ant-btn { color: blue }',
        'src/features/robots/browse/robot-list-page.tsx': 'export const list = 2;',
        'src/shared.js': 'export const shared = 1;',
        'src/features/home/home-page.tsx':
          "import './home.css';\nexport const show = (n: number) => { document.title = String(n); };",
        'src/features/home/home.css': '.home { color: red }',
      };
      for (const [name, body] of Object.entries(files)) {
        fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
        fs.writeFileSync(path.join(dir, name), body);
      }
      fs.cpSync(LOCALES, path.join(dir, 'src/locales'), { recursive: true });
      await build({
        root: dir,
        logLevel: 'silent',
        configFile: false,
        plugins: [appShell()],
        build: {
          outDir: 'dist',
          minify: false,
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: (id) =>
                      /robots\.json$/.test(id) ? 'locale-en-US-robots' : 'locale-en-US',
                    test: /locales[\\/]en-US/,
                  },
                ],
              },
            },
          },
        },
      });
      const html = fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
      expect(html).toContain('<div id="root"></div><div id="rs-shell"');
      expect(html).toContain('<style id="rs-shell-style">');
      const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
      // the app the entry imports is fetched with the page, not after the entry has run
      expect(script).toMatch(/"\*":\["\/assets\/app-[^"]+\.js"\]/);
      // a language's texts are named apart: the visitor's only is preloaded
      expect(script).toMatch(/"locale-en-US":\["\/assets\/locale-en-US-[^"]+\.js"/);
      // the home page's code (and its CSS) is named for the boot script
      expect(script).toMatch(/"home":\["\/assets\/home-page-[^"]+\.js","\/assets\/[^"]+\.css"\]/);
      const preloads = JSON.parse(/var m=(\{.*?\}),f=/.exec(script)![1]!) as Record<
        string,
        string[]
      >;
      for (const url of preloads.home!) {
        expect(fs.existsSync(path.join(dir, 'dist', url)), url).toBe(true);
      }
      // a shell page's own chunks only: antd's scope comes later, with what opens on a click
      // (decision 034), even where the app loads it beside the page
      expect(preloads.home!.join()).not.toContain('antd-scope');
      expect(preloads.square).toEqual([
        expect.stringMatching(/^\/assets\/robot-list-page-[^"]+\.js$/),
      ]);
      // a shell page's texts beyond the core ones (ROUTE_NAMESPACES), per language; the core
      // chunk has none of them
      expect(preloads['square:en-US']).toContainEqual(
        expect.stringMatching(/^\/assets\/locale-en-US-robots-[^"]+\.js$/),
      );
      expect(preloads['locale-en-US']!.join()).not.toContain('robots');
      // the toasts' host is named for the app to fetch ahead, and preloaded on no route
      expect(script).toContain('window.__rsFeedbackFiles=m.feedback||[]');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
