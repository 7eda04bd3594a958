import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../lib/i18n/i18n.ts';
import { Markdown } from './markdown.tsx';
import { MAX_HIGHLIGHT_CHARS, ownImageSrc, safeUrl } from './markdown-plugins.ts';
import { UploadsBaseContext, uploadsBaseOf } from './uploads-base.ts';

const payloads = [
  '<script>alert(1)</script>',
  'before <script src="https://evil.example/x.js"></script> after',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](java\tscript:alert(1))',
  '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[vb](vbscript:msgbox(1))',
  '<img src=x onerror="alert(1)">',
  '<iframe src="https://evil.example"></iframe>',
  '![tracker](https://evil.example/pixel.png)',
  '![x](javascript:alert(1))',
  '<a href="javascript:alert(1)">html link</a>',
  '<svg onload="alert(1)"></svg>',
  '[ref]: javascript:alert(1)\n\n[ref]',
  '`'.repeat(100_000),
  'a'.repeat(100_000),
  '```js\n' + 'x'.repeat(100_000) + '\n```',
  '*'.repeat(50_000) + '_'.repeat(50_000),
  '['.repeat(50_000),
];

const assertSafe = (container: HTMLElement) => {
  expect(container.querySelector('script, iframe, img, svg[onload], object, embed')).toBeNull();
  for (const el of container.querySelectorAll('*')) {
    for (const attr of el.getAttributeNames()) expect(attr.startsWith('on')).toBe(false);
  }
  for (const a of container.querySelectorAll('a')) {
    const href = a.getAttribute('href') ?? '';
    expect(href === '' || /^(https?:|mailto:|#)/i.test(href)).toBe(true);
  }
};

describe('Markdown', () => {
  it.each(payloads.map((p, i) => [i, p] as const))('renders payload %i safely', (_i, payload) => {
    const { container } = render(<Markdown content={payload} />);
    assertSafe(container);
  });

  it('shows raw HTML as text', () => {
    render(<Markdown content="<script>alert(1)</script>" />);
    expect(screen.getByText('<script>alert(1)</script>', { exact: false })).toBeInTheDocument();
  });

  it('shows external images as links, never loads them', () => {
    const { container } = render(<Markdown content="![the chart](https://example.com/c.png)" />);
    expect(container.querySelector('img')).toBeNull();
    const link = screen.getByRole('link', { name: /the chart/ });
    expect(link).toHaveAttribute('href', 'https://example.com/c.png');
  });

  it("loads this site's own uploads as images: lazily, with their text alternative", () => {
    const own = `${window.location.origin}/uploads/9f3e-77.webp`;
    const { container } = render(
      <Markdown content={`![the chart](/uploads/0a1b-c2.png)\n\n![](${own})`} />,
    );
    const chart = screen.getByRole('img', { name: 'the chart' });
    expect(chart).toHaveAttribute('src', '/uploads/0a1b-c2.png');
    expect(chart).toHaveAttribute('loading', 'lazy');
    expect(chart).toHaveAttribute('decoding', 'async');
    expect(chart).toHaveClass('rs-md-image');
    // Written out with the page's origin: loaded by its path; no alt text: a generic one.
    expect(screen.getByRole('img', { name: 'Image' })).toHaveAttribute(
      'src',
      '/uploads/9f3e-77.webp',
    );
    expect(container.querySelector('a')).toBeNull();
  });

  it.each([
    'https://evil.example/uploads/0a1b-c2.png',
    '//evil.example/uploads/0a1b-c2.png',
    `${window.location.protocol}//user@${window.location.host}/uploads/0a1b-c2.png`,
  ])('shows an image of another host as a link: %s', (url) => {
    const { container } = render(<Markdown content={`![elsewhere](${url})`} />);
    expect(container.querySelector('img')).toBeNull();
    const link = container.querySelector('a');
    // A protocol-relative address is no http(s) link either: only the label is left.
    if (link) expect(link.getAttribute('href')).toMatch(/^https?:/);
    expect(container).toHaveTextContent('elsewhere');
  });

  it.each([
    'javascript:alert(1)',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/svg+xml,<svg onload=alert(1)>',
    '/uploads/../api/user/logout.png',
    '/uploads/%2e%2e/x.png',
    '/uploads/0a1b-c2.png?track=1',
    '/uploads/sub/0a1b-c2.png',
    '/uploads/0A1B.PNG',
    '/uploads/0a1b.html',
    '/uploadsx/0a1b-c2.png',
    'uploads/0a1b-c2.png',
  ])('shows %s as neither an image nor a link', (url) => {
    const { container } = render(<Markdown content={`![pic](${url})`} />);
    expect(container.querySelector('img, a')).toBeNull();
    expect(container).toHaveTextContent('pic');
  });

  describe("with an S3 install's uploads base (decision 049)", () => {
    const BASE = 'https://cdn.example.com/bucket/';
    const renderWithBase = (content: string, base: string | null = BASE) =>
      render(
        <UploadsBaseContext value={base}>
          <Markdown content={content} />
        </UploadsBaseContext>,
      );

    it('loads an upload at exactly <base><server-made name> as an image', () => {
      const { container } = renderWithBase(
        `![the chart](${BASE}0a1b-c2.png)\n\n![](${BASE}9f3e-77.webp)\n\n![local](/uploads/5d-e1.jpg)`,
      );
      expect(screen.getByRole('img', { name: 'the chart' })).toHaveAttribute(
        'src',
        `${BASE}0a1b-c2.png`,
      );
      expect(screen.getByRole('img', { name: 'Image' })).toHaveAttribute(
        'src',
        `${BASE}9f3e-77.webp`,
      );
      expect(screen.getByRole('img', { name: 'local' })).toHaveAttribute(
        'src',
        '/uploads/5d-e1.jpg',
      );
      expect(container.querySelector('a')).toBeNull();
    });

    it.each([
      'https://evil.example/bucket/0a1b-c2.png',
      'https://cdn.example.com.evil.example/bucket/0a1b-c2.png',
      'https://cdn.example.com@evil.example/bucket/0a1b-c2.png',
      'https://user@cdn.example.com/bucket/0a1b-c2.png',
      'http://cdn.example.com/bucket/0a1b-c2.png',
      'https://cdn.example.com:8443/bucket/0a1b-c2.png',
      'https://cdn.example.com/bucket-evil/0a1b-c2.png',
      'https://cdn.example.com/bucketx0a1b-c2.png',
      'https://cdn.example.com/other/0a1b-c2.png',
      'https://cdn.example.com/bucket/../other/0a1b-c2.png',
      'https://cdn.example.com/bucket/%2e%2e/0a1b-c2.png',
      'https://cdn.example.com/bucket/sub/0a1b-c2.png',
      'https://cdn.example.com/bucket/0a1b-c2.png?track=1',
      'https://cdn.example.com/bucket/0a1b-c2.png#x',
      'https://cdn.example.com/bucket/0A1B.PNG',
      'https://cdn.example.com/bucket/0a1b.html',
      'https://cdn.example.com/bucket/',
      'https://cdn.example.com/uploads/0a1b-c2.png',
    ])('shows %s as a link, never loads it', (url) => {
      const { container } = renderWithBase(`![elsewhere](${url})`);
      expect(container.querySelector('img')).toBeNull();
      expect(container.querySelector('a')).toHaveAttribute(
        'href',
        expect.stringMatching(/^https?:/),
      );
      expect(container).toHaveTextContent('elsewhere');
    });

    it.each([
      'javascript:alert(1)',
      `javascript:${BASE}0a1b-c2.png`,
      'data:image/png;base64,iVBORw0KGgo=',
      `data:image/png,${BASE}0a1b-c2.png`,
      'bucket/0a1b-c2.png',
      '//cdn.example.com/bucket/0a1b-c2.png',
    ])('shows %s as neither an image nor a link', (url) => {
      const { container } = renderWithBase(`![pic](${url})`);
      expect(container.querySelector('img, a')).toBeNull();
      expect(container).toHaveTextContent('pic');
    });

    it('shows such an image as a link until the base is known, then loads it in place', () => {
      const content = `before ![the chart](${BASE}0a1b-c2.png) after`;
      const { container, rerender } = renderWithBase(content, null);
      expect(container.querySelector('img')).toBeNull();
      expect(screen.getByRole('link', { name: /the chart/ })).toHaveAttribute(
        'href',
        `${BASE}0a1b-c2.png`,
      );
      // the same (memoised) markdown: only the image reads the new base
      rerender(
        <UploadsBaseContext value={BASE}>
          <Markdown content={content} />
        </UploadsBaseContext>,
      );
      expect(screen.getByRole('img', { name: 'the chart' })).toHaveAttribute(
        'src',
        `${BASE}0a1b-c2.png`,
      );
      expect(container.querySelector('a')).toBeNull();
      expect(container).toHaveTextContent('before after');
    });
  });

  it('opens links in a new tab without opener or referrer', () => {
    render(<Markdown content="[site](https://example.com) [mail](mailto:a@b.c)" />);
    const link = screen.getByRole('link', { name: 'site' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(screen.getByRole('link', { name: 'mail' })).toHaveAttribute('href', 'mailto:a@b.c');
  });

  it('renders GFM tables, task lists and strikethrough', () => {
    const { container } = render(
      <Markdown content={'| a | b |\n| - | - |\n| 1 | 2 |\n\n- [x] done\n\n~~old~~'} />,
    );
    expect(container.querySelector('table td')).toHaveTextContent('1');
    expect(container.querySelector('input[type="checkbox"]')).toBeChecked();
    expect(container.querySelector('del')).toHaveTextContent('old');
  });

  it('highlights code with a language label and a copy button', () => {
    const { container } = render(<Markdown content={'```ts\nconst a: number = 1;\n```'} />);
    expect(container.querySelector('.rs-md-code-lang')).toHaveTextContent('ts');
    expect(container.querySelector('.hljs-keyword')).toHaveTextContent('const');
    expect(screen.getByRole('button', { name: /copy/i })).toBeInTheDocument();
  });

  it('highlights the languages it knows by their aliases too, and leaves the rest plain', () => {
    const { container } = render(
      <Markdown
        content={[
          '```py\ndef f(): pass\n```',
          '```rust\nfn main() {}\n```',
          '```\nconst plain = 1;\n```',
        ].join('\n\n')}
      />,
    );
    const [py, rust, none] = [...container.querySelectorAll('pre code')];
    expect(py!.querySelector('.hljs-keyword')).toHaveTextContent('def');
    expect(py).toHaveClass('hljs');
    // a language outside the list: marked, not coloured, its text whole
    expect(rust).toHaveClass('hljs');
    expect(rust!.querySelector('[class^="hljs-"]')).toBeNull();
    expect(rust).toHaveTextContent('fn main() {}');
    // no language: no guessing
    expect(none).not.toHaveClass('hljs');
    expect(none!.querySelector('[class^="hljs-"]')).toBeNull();
  });

  it('leaves code past MAX_HIGHLIGHT_CHARS plain, as typed', () => {
    const long = `const x = 1;\n${'// filler\n'.repeat(MAX_HIGHLIGHT_CHARS / 10)}`;
    const { container } = render(<Markdown content={`\`\`\`ts\n${long}\`\`\``} />);
    const code = container.querySelector('pre code')!;
    expect(code.querySelector('[class^="hljs-"]')).toBeNull();
    expect(code.textContent).toBe(long);
  });
});

describe('safeUrl', () => {
  it('keeps http(s), mailto and anchors only', () => {
    expect(safeUrl('https://a.b')).toBe('https://a.b');
    expect(safeUrl('#x')).toBe('#x');
    expect(safeUrl(' javascript:alert(1)')).toBeNull();
    expect(safeUrl('data:text/html,x')).toBeNull();
    expect(safeUrl('/relative')).toBeNull();
  });
});

describe('ownImageSrc', () => {
  it('answers the path of an own upload, relative or on this origin, and null for anything else', () => {
    expect(ownImageSrc(' /uploads/0a1b-c2.gif ')).toBe('/uploads/0a1b-c2.gif');
    expect(ownImageSrc(`${window.location.origin}/uploads/a.jpg`)).toBe('/uploads/a.jpg');
    expect(ownImageSrc(`${window.location.origin}/uploads/a.jpg#x`)).toBeNull();
    expect(ownImageSrc('https://cdn.example.com/uploads/a.jpg')).toBeNull();
    expect(ownImageSrc('/api/uploads/a.jpg')).toBeNull();
  });

  it('with an uploads base, also answers exactly <base><name>', () => {
    const base = 'https://cdn.example.com/bucket/';
    expect(ownImageSrc(' https://cdn.example.com/bucket/a-1.png ', base)).toBe(
      'https://cdn.example.com/bucket/a-1.png',
    );
    expect(ownImageSrc('/uploads/a-1.png', base)).toBe('/uploads/a-1.png');
    expect(ownImageSrc('https://cdn.example.com/bucket-evil/a-1.png', base)).toBeNull();
    expect(ownImageSrc('https://cdn.example.com/bucket/a-1.png?x', base)).toBeNull();
    expect(ownImageSrc('https://cdn.example.com/bucket/../a-1.png', base)).toBeNull();
    // a base missing its final slash would let a look-alike through: it is not used at all
    expect(ownImageSrc('https://cdn.example.com/bucket-evil.png', base.slice(0, -1))).toBeNull();
    expect(ownImageSrc('https://cdn.example.com/bucket/a-1.png', base.slice(0, -1))).toBeNull();
  });
});

describe('uploadsBaseOf', () => {
  it('takes the base the server makes: absolute http(s), plain, as the browser writes it, ending in /', () => {
    expect(uploadsBaseOf('https://cdn.example.com/bucket/')).toBe(
      'https://cdn.example.com/bucket/',
    );
    expect(uploadsBaseOf('http://localhost:9000/robot-square/')).toBe(
      'http://localhost:9000/robot-square/',
    );
    expect(uploadsBaseOf('https://cdn.example.com/')).toBe('https://cdn.example.com/');
  });

  it.each([
    null,
    undefined,
    '',
    '/',
    '/uploads/',
    'https://cdn.example.com/bucket',
    'https://cdn.example.com/bucket/?',
    'https://cdn.example.com/bucket/#',
    'https://user@cdn.example.com/bucket/',
    'HTTPS://CDN.example.com/bucket/',
    'https://cdn.example.com:443/bucket/',
    'https://cdn.example.com/a/../bucket/',
    'https://cdn.example.com\\bucket/',
    ' https://cdn.example.com/bucket/',
    'javascript://cdn.example.com/',
    'data:text/html,x/',
    'ftp://cdn.example.com/bucket/',
  ])('refuses %s', (value) => {
    expect(uploadsBaseOf(value)).toBeNull();
  });
});
