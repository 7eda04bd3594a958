/**
 * A small, strict XML reader for SVG files: elements, attributes, text, comments, CDATA and the XML
 * declaration. No DOCTYPE, no entity other than the five predefined ones and character references:
 * anything it does not understand is an error, never passed through.
 */

export interface SvgElement {
  name: string;
  attrs: [string, string][];
  children: SvgNode[];
}
export type SvgNode = SvgElement | { text: string };

export class SvgRefused extends Error {
  override name = 'SvgRefused';
}

const NAME = /[A-Za-z_][\w.:-]*/y;
const SPACE = /\s*/y;
const LIMITS = { depth: 64, nodes: 50_000 };

const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(raw: string): string {
  return raw.replace(/&([^;&\s]{0,10});?/g, (match, body: string) => {
    if (!match.endsWith(';')) throw new SvgRefused('bare ampersand');
    if (body in PREDEFINED) return PREDEFINED[body]!;
    const num = /^#(\d{1,7})$/.exec(body) ?? /^#x([0-9a-fA-F]{1,6})$/.exec(body);
    if (!num) throw new SvgRefused(`entity &${body};`);
    const code = parseInt(num[1]!, body.startsWith('#x') ? 16 : 10);
    if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) {
      throw new SvgRefused('bad character reference');
    }
    return String.fromCodePoint(code);
  });
}

export function parseSvg(source: string): SvgElement {
  let pos = 0;
  let nodes = 0;
  const root: SvgElement = { name: '#document', attrs: [], children: [] };
  const stack: SvgElement[] = [root];

  const expect = (token: string) => {
    if (!source.startsWith(token, pos)) throw new SvgRefused(`expected ${token} at ${pos}`);
    pos += token.length;
  };
  const skipSpace = () => {
    SPACE.lastIndex = pos;
    SPACE.exec(source);
    pos = SPACE.lastIndex;
  };
  const readName = (): string => {
    NAME.lastIndex = pos;
    const m = NAME.exec(source);
    if (!m) throw new SvgRefused(`expected a name at ${pos}`);
    pos = NAME.lastIndex;
    return m[0];
  };
  const until = (token: string): string => {
    const end = source.indexOf(token, pos);
    if (end < 0) throw new SvgRefused(`unterminated, expected ${token}`);
    const body = source.slice(pos, end);
    pos = end + token.length;
    return body;
  };
  const top = () => stack[stack.length - 1]!;
  const add = (node: SvgNode) => {
    if (++nodes > LIMITS.nodes) throw new SvgRefused('too many nodes');
    top().children.push(node);
  };

  while (pos < source.length) {
    if (source.startsWith('<!--', pos)) {
      pos += 4;
      until('-->');
    } else if (source.startsWith('<![CDATA[', pos)) {
      pos += 9;
      add({ text: until(']]>') });
    } else if (source.startsWith('<!', pos)) {
      throw new SvgRefused('DOCTYPE or declaration');
    } else if (source.startsWith('<?', pos)) {
      pos += 2;
      const target = readName();
      if (target.toLowerCase() !== 'xml' || stack.length > 1) {
        throw new SvgRefused('processing instruction');
      }
      until('?>');
    } else if (source.startsWith('</', pos)) {
      pos += 2;
      const name = readName();
      skipSpace();
      expect('>');
      if (stack.length < 2 || top().name !== name) throw new SvgRefused(`unexpected </${name}>`);
      stack.pop();
    } else if (source[pos] === '<') {
      pos += 1;
      const element: SvgElement = { name: readName(), attrs: [], children: [] };
      const seen = new Set<string>();
      for (;;) {
        const before = pos;
        skipSpace();
        if (source.startsWith('/>', pos) || source[pos] === '>') break;
        if (pos === before) throw new SvgRefused(`expected space at ${pos}`);
        const attr = readName();
        if (seen.has(attr)) throw new SvgRefused(`duplicate ${attr}`);
        seen.add(attr);
        skipSpace();
        expect('=');
        skipSpace();
        const quote = source[pos];
        if (quote !== '"' && quote !== "'") throw new SvgRefused('unquoted attribute');
        pos += 1;
        const raw = until(quote);
        if (raw.includes('<')) throw new SvgRefused('< in attribute');
        element.attrs.push([attr, decodeEntities(raw)]);
      }
      add(element);
      if (source.startsWith('/>', pos)) {
        pos += 2;
      } else {
        pos += 1;
        stack.push(element);
        if (stack.length > LIMITS.depth) throw new SvgRefused('too deep');
      }
    } else {
      const end = source.indexOf('<', pos);
      const raw = source.slice(pos, end < 0 ? source.length : end);
      pos += raw.length;
      if (raw.includes('>') && raw.includes(']]>')) throw new SvgRefused(']]> in text');
      add({ text: decodeEntities(raw) });
    }
  }
  if (stack.length !== 1) throw new SvgRefused('unclosed element');

  const elements = root.children.filter((n): n is SvgElement => 'name' in n);
  const strayText = root.children.some((n) => 'text' in n && n.text.trim() !== '');
  if (elements.length !== 1 || strayText) throw new SvgRefused('not one root element');
  if (elements[0]!.name !== 'svg') throw new SvgRefused('root is not <svg>');
  return elements[0]!;
}
