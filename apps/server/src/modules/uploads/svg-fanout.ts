import { SvgRefused, type SvgElement } from './svg-parser.ts';

/**
 * How many elements drawing an SVG may come to, counting every `<use>` (and every `url(#…)`: a
 * pattern, a marker, a clip path or a mask) as a fresh copy of what it points at. Ten `<use>` of a
 * group of ten `<use>` … eight levels deep is a file of a few kB that draws 10⁸ elements: refused
 * here, before any renderer sees it. Generous on purpose: a marker counts once per vertex of its
 * path, and every element counts as using the heaviest `url(#…)` of the `<style>` sheets. What this
 * does not foresee (a slow filter) the renderer's time limit bounds.
 */
export function checkFanOut(root: SvgElement, maxElements: number): void {
  const byId = new Map<string, SvgElement>();
  const sheets: string[] = [];
  let elements = 0;
  (function index(el: SvgElement) {
    elements += 1;
    const id = el.attrs.find(([name]) => name === 'id')?.[1];
    if (id !== undefined && !byId.has(id)) byId.set(id, el);
    for (const child of el.children) {
      if ('text' in child) {
        if (el.name === 'style') sheets.push(child.text);
      } else index(child);
    }
  })(root);

  const sheet = sheets.join('\n');
  const sheetRefs = refsIn(sheet);
  const sheetHasMarkers = /marker/i.test(sheet);

  const weights = new Map<SvgElement, number>();
  const drawing = new Set<SvgElement>();
  const tooMany = () => new SvgRefused('the drawing expands to too many elements');

  function weightOf(el: SvgElement): number {
    const known = weights.get(el);
    if (known !== undefined) return known;
    if (drawing.has(el)) throw new SvgRefused('a reference cycle');
    drawing.add(el);
    let w = 1;
    for (const child of el.children) {
      if (!('text' in child)) w += weightOf(child);
      if (w > maxElements) throw tooMany();
    }
    const vertices = vertexCount(el);
    const refs: [string, number][] = [];
    for (const [name, value] of el.attrs) {
      const times =
        /marker/i.test(name) || (name === 'style' && /marker/i.test(value)) ? vertices : 1;
      if (name === 'href' || name === 'xlink:href') {
        const target = value.trim();
        if (target.startsWith('#')) refs.push([target.slice(1), times]);
      } else {
        for (const id of refsIn(value)) refs.push([id, times]);
      }
    }
    for (const [id, times] of refs) {
      const target = byId.get(id);
      if (target) w += weightOf(target) * times;
      if (w > maxElements) throw tooMany();
    }
    let heaviest = 0;
    for (const id of sheetRefs) {
      const target = byId.get(id);
      // A sheet may style the element it points at (a gradient's own stops): not a cycle to refuse.
      if (target && !drawing.has(target)) heaviest = Math.max(heaviest, weightOf(target));
    }
    w += heaviest * (sheetHasMarkers ? vertices : 1);
    if (w > maxElements) throw tooMany();
    drawing.delete(el);
    weights.set(el, w);
    return w;
  }

  if (elements > maxElements || weightOf(root) > maxElements) throw tooMany();
}

/** The ids a value points at with `url(#id)`. */
function refsIn(value: string): string[] {
  const ids: string[] = [];
  for (const m of value.matchAll(/url\(\s*['"]?#([^'")\s]+)/gi)) ids.push(m[1]!);
  return ids;
}

/** At least the number of points a path or polyline has (each pair of numbers), and 1 otherwise. */
function vertexCount(el: SvgElement): number {
  let numbers = 0;
  for (const [name, value] of el.attrs) {
    if (name === 'd' || name === 'points')
      numbers += value.match(/[-+]?[\d.]+(?:e[-+]?\d+)?/gi)?.length ?? 0;
  }
  return Math.max(1, Math.ceil(numbers / 2) + 1);
}
