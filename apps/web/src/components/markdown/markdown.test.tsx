import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../lib/i18n/i18n.ts';
import { Markdown } from './markdown.tsx';
import { ownImageSrc, safeUrl } from './markdown-plugins.ts';

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
});
