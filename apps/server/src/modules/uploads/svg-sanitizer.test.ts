import { describe, expect, it } from 'vitest';
import { sanitizeSvg, SvgRefused } from './svg-sanitizer.ts';

const clean = (svg: string) => sanitizeSvg(Buffer.from(svg)).toString('utf8');

describe('SVG sanitiser', () => {
  it('keeps drawing, gradients and local references', () => {
    const out = clean(
      '<?xml version="1.0"?><!-- by hand --><svg xmlns="http://www.w3.org/2000/svg" ' +
        'xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"><defs>' +
        '<linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>' +
        '<rect width="10" height="10" fill="url(#g)"/><use xlink:href="#g"/>' +
        '<text x="1" y="5">A &amp; B 机器人</text></svg>',
    );
    expect(out).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" ' +
        'xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"><defs>' +
        '<linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>' +
        '<rect width="10" height="10" fill="url(#g)"/><use xlink:href="#g"/>' +
        '<text x="1" y="5">A &amp; B 机器人</text></svg>',
    );
  });

  it('drops scripts, handlers, foreignObject, links, images and animation', () => {
    const out = clean(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script>' +
        '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>' +
        '<a href="javascript:alert(3)"><circle r="1"/></a>' +
        '<image href="https://evil.example/x.png"/><use href="https://evil.example/s.svg#a"/>' +
        '<set attributeName="href" to="javascript:alert(4)"/>' +
        '<rect ONCLICK="x" onmouseover="y" fill="url(https://evil.example/f)" width="1"/>' +
        '<rect style="fill:url(http://evil.example/p)" filter="url(#ok)"/>' +
        '<style>@import url(https://evil.example/a.css);</style>' +
        '<style>.a{fill:red}</style></svg>',
    );
    expect(out).not.toMatch(
      /script|alert|onload|onclick|onmouseover|foreignObject|evil|<a|image|set/i,
    );
    expect(out).toContain('<use/>');
    expect(out).toContain('<rect width="1"/>');
    expect(out).toContain('<rect filter="url(#ok)"/>');
    expect(out).toContain('<style>.a{fill:red}</style>');
  });

  it('drops CSS that escapes, imports or loads from outside', () => {
    const out = clean(
      '<svg><rect style="background:u\\72l(http://x)"/><rect style="fill: red"/>' +
        '<rect style="fill:url( \'#g\' )"/></svg>',
    );
    expect(out).toContain('<rect/><rect style="fill: red"/><rect style="fill:url( \'#g\' )"/>');
  });

  it.each([
    ['a DOCTYPE with entities', '<!DOCTYPE svg [<!ENTITY x "y">]><svg>&x;</svg>'],
    ['an unknown entity', '<svg><text>&nbsp;</text></svg>'],
    ['a bare ampersand', '<svg><text>a & b</text></svg>'],
    ['an unclosed element', '<svg><g></svg>'],
    ['a root that is not svg', '<html><svg/></html>'],
    ['two roots', '<svg/><svg/>'],
    ['an unquoted attribute', '<svg width=1/>'],
    ['a duplicate attribute', '<svg width="1" width="2"/>'],
    ['a processing instruction', '<svg><?php echo 1 ?></svg>'],
    ['HTML', '<!doctype html><html><body><script>alert(1)</script></body></html>'],
    ['not UTF-8', Buffer.from([0x3c, 0x73, 0x76, 0x67, 0xff, 0x3e])],
    ['too deep', `<svg>${'<g>'.repeat(100)}${'</g>'.repeat(100)}</svg>`],
  ])('refuses %s', (_, input) => {
    const data = typeof input === 'string' ? Buffer.from(input) : input;
    expect(() => sanitizeSvg(data)).toThrow(SvgRefused);
  });

  describe('reference fan-out', () => {
    const SVG = '<svg xmlns="http://www.w3.org/2000/svg">';
    const check = (body: string, max = 1000) =>
      sanitizeSvg(Buffer.from(`${SVG}${body}</svg>`), { maxRenderedElements: max });
    const uses = (id: string, n: number) => `<use href="#${id}"/>`.repeat(n);

    it('counts every <use> as a copy of what it draws', () => {
      const tree = `<g id="a"><rect/></g><g id="b">${uses('a', 10)}</g><g id="c">${uses('b', 10)}</g>`;
      expect(() => check(tree, 1000)).not.toThrow();
      expect(() => check(`${tree}${uses('c', 10)}`, 1000)).toThrow(SvgRefused);
    });

    it('refuses 8 levels of 10 quickly, and a cycle through xlink:href', () => {
      let defs = '<path id="l0" d="M0 0h1"/>';
      for (let i = 1; i <= 8; i++) defs += `<g id="l${i}">${uses(`l${i - 1}`, 10)}</g>`;
      expect(() => check(defs, 50_000)).toThrow(/too many/);
      expect(() =>
        check('<g id="a"><use xlink:href="#b"/></g><g id="b"><use xlink:href="#a"/></g>'),
      ).toThrow(/cycle/);
    });

    it('counts patterns and masks by url(#id), and markers once per vertex', () => {
      const heavy = `<g id="p">${'<rect/>'.repeat(50)}</g>`;
      expect(() => check(`${heavy}${'<rect fill="url(#p)"/>'.repeat(30)}`)).toThrow(SvgRefused);
      const points = Array.from({ length: 100 }, (_, i) => `${i},${i}`).join(' ');
      expect(() =>
        check(
          `<marker id="m">${'<rect/>'.repeat(20)}</marker><polyline points="${points}" marker-mid="url(#m)"/>`,
        ),
      ).toThrow(SvgRefused);
      expect(() =>
        check(`<marker id="m">${'<rect/>'.repeat(20)}</marker><line marker-end="url(#m)"/>`),
      ).not.toThrow();
    });

    it('lets a style sheet refer to a gradient without calling it a cycle', () => {
      const sheet = '<style>.a{fill:url(#g)} stop{stop-color:red}</style>';
      const body = `${sheet}<linearGradient id="g"><stop offset="0"/></linearGradient>${'<rect class="a"/>'.repeat(100)}`;
      expect(() => check(body)).not.toThrow();
    });
  });
});
