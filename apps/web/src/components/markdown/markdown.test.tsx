import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../lib/i18n/i18n.ts';
import { Markdown } from './markdown.tsx';
import { safeUrl } from './markdown-plugins.ts';

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
