import { checkFanOut } from './svg-fanout.ts';
import { parseSvg, SvgRefused, type SvgElement, type SvgNode } from './svg-parser.ts';

export { SvgRefused } from './svg-parser.ts';

/**
 * Rebuilds an SVG from an allow-list: drawing, text, gradients, clipping, masks and filters stay;
 * scripts, event handlers, foreignObject, links, images, animation (which can rewrite an href) and
 * every reference outside the document go. What the parser cannot read is refused, not passed on.
 */

const ELEMENTS = new Set(
  (
    'svg g defs symbol use title desc path rect circle ellipse line polyline polygon text tspan ' +
    'textPath linearGradient radialGradient stop clipPath mask pattern marker filter style ' +
    'feBlend feColorMatrix feComponentTransfer feComposite feFlood feGaussianBlur feMerge ' +
    'feMergeNode feOffset feDropShadow feFuncA feFuncR feFuncG feFuncB feMorphology feTurbulence ' +
    'feDisplacementMap'
  ).split(/\s+/),
);

const ATTRIBUTES = new Set(
  (
    'id class style transform d x y x1 y1 x2 y2 cx cy r rx ry fx fy fr width height viewBox ' +
    'preserveAspectRatio points pathLength fill fill-opacity fill-rule stroke stroke-width ' +
    'stroke-linecap stroke-linejoin stroke-miterlimit stroke-dasharray stroke-dashoffset ' +
    'stroke-opacity opacity color display visibility overflow clip-path clip-rule mask filter ' +
    'font-family font-size font-weight font-style font-variant font-stretch text-anchor ' +
    'dominant-baseline alignment-baseline baseline-shift letter-spacing word-spacing ' +
    'text-decoration writing-mode dx dy rotate textLength lengthAdjust startOffset method ' +
    'spacing offset stop-color stop-opacity gradientUnits gradientTransform spreadMethod ' +
    'patternUnits patternContentUnits patternTransform clipPathUnits maskUnits ' +
    'maskContentUnits markerWidth markerHeight markerUnits refX refY orient marker-start ' +
    'marker-mid marker-end filterUnits primitiveUnits in in2 result stdDeviation mode type ' +
    'values operator k1 k2 k3 k4 flood-color flood-opacity radius baseFrequency numOctaves ' +
    'seed stitchTiles scale xChannelSelector yChannelSelector tableValues slope intercept ' +
    'amplitude exponent version vector-effect shape-rendering text-rendering image-rendering ' +
    'color-interpolation color-interpolation-filters paint-order mix-blend-mode isolation ' +
    'xml:space'
  ).split(/\s+/),
);

const LOCAL_REF = /^#[\w.:-]+$/;

/** `url(...)` that points anywhere but into this document, or a script-like scheme. */
function referencesOutside(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  const v = value.toLowerCase().replace(/[\s\u0000-\u001f]+/g, '');
  if (/javascript:|vbscript:|data:|expression\(/.test(v)) return true;
  for (const m of v.matchAll(/url\(([^)]*)\)?/g)) {
    const target = (m[1] ?? '').replace(/^['"]|['"]$/g, '');
    if (!target.startsWith('#')) return true;
  }
  return false;
}

/** CSS of a style attribute or element: no escapes (they hide everything else), imports or outside urls. */
function safeCss(css: string): boolean {
  const bare = css.replace(/\/\*[\s\S]*?\*\//g, '');
  if (bare.includes('\\') || /@import|@font-face|behavior|-moz-binding/i.test(bare)) return false;
  return !referencesOutside(bare);
}

const escapeText = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');

function keptAttributes(element: SvgElement): [string, string][] {
  const kept: [string, string][] = [];
  for (const [name, value] of element.attrs) {
    if (name === 'href' || name === 'xlink:href') {
      if (LOCAL_REF.test(value.trim())) kept.push([name, value.trim()]);
    } else if (name === 'style') {
      if (safeCss(value)) kept.push([name, value]);
    } else if (ATTRIBUTES.has(name) && !referencesOutside(value)) {
      kept.push([name, value]);
    }
  }
  return kept;
}

function serialize(node: SvgNode, out: string[], isRoot = false): void {
  if ('text' in node) {
    out.push(escapeText(node.text));
    return;
  }
  if (!ELEMENTS.has(node.name)) return;
  if (node.name === 'style') {
    const css = node.children.map((c) => ('text' in c ? c.text : '')).join('');
    if (node.children.some((c) => !('text' in c)) || !safeCss(css)) return;
  }
  const attrs = keptAttributes(node);
  if (isRoot) {
    attrs.unshift(
      ['xmlns', 'http://www.w3.org/2000/svg'],
      ['xmlns:xlink', 'http://www.w3.org/1999/xlink'],
    );
  }
  out.push(`<${node.name}`);
  for (const [name, value] of attrs) out.push(` ${name}="${escapeAttr(value)}"`);
  if (node.children.length === 0) {
    out.push('/>');
    return;
  }
  out.push('>');
  for (const child of node.children) serialize(child, out);
  out.push(`</${node.name}>`);
}

/**
 * The sanitised SVG document; throws SvgRefused when the input is not a readable SVG or would draw
 * more than `maxRenderedElements` elements once every reference is expanded.
 */
export function sanitizeSvg(data: Buffer, { maxRenderedElements = 50_000 } = {}): Buffer {
  let source: string;
  try {
    source = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw new SvgRefused('not UTF-8');
  }
  if (source.charCodeAt(0) === 0xfeff) source = source.slice(1);
  const root = parseSvg(source);
  checkFanOut(root, maxRenderedElements);
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>\n'];
  serialize(root, out, true);
  return Buffer.from(out.join(''), 'utf8');
}

export const isSvgRefused = (err: unknown): err is SvgRefused => err instanceof SvgRefused;
