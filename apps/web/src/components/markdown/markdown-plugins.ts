import { nestedLevels } from './nested-levels.ts';

/** Code longer than this is shown without highlighting: a hostile answer must not freeze the page. */
export const MAX_HIGHLIGHT_CHARS = 20_000;

const SAFE_URL = /^(https?:|mailto:)/i;

/**
 * The only links an answer may carry: http(s), mailto and in-page anchors. Anything else
 * (javascript:, data:, vbscript:, relative paths) becomes no link at all.
 */
export function safeUrl(url: string): string | null {
  const trimmed = url.trim();
  if (trimmed.startsWith('#')) return trimmed;
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:"): so do we.
  const compact = [...trimmed].filter((c) => c.charCodeAt(0) > 0x20).join('');
  return SAFE_URL.test(compact) ? trimmed : null;
}

/**
 * A name the server's upload call made (the server's STORAGE_KEY in
 * apps/server/src/lib/storage/storage.ts: lower-case letters, digits and dashes, then the extension).
 * It leaves no room for `/`, `..`, `%`, a query, a fragment or another host.
 */
const OWN_UPLOAD_NAME = /^[a-z0-9-]+\.(png|jpg|webp|gif|svg)$/;
const LOCAL_UPLOADS = '/uploads/';

/** `url` is exactly `base` followed by a server-made name. */
const isUnder = (base: string, url: string): boolean =>
  url.startsWith(base) && OWN_UPLOAD_NAME.test(url.slice(base.length));

/**
 * The address to load when `url` is one of this site's own uploads, null for anything else (which
 * stays a link):
 * - `/uploads/<name>`, as the upload answers it with local storage; nothing else on the site answers
 *   such a path. Written out with the page's own origin, it is loaded by its path.
 * - `<uploadsBase><name>` exactly, as the upload answers it with S3 (`uploadsBase` is the site
 *   settings' `uploadsBaseUrl`, see uploads-base.ts; decision 049). The base ends in `/` and the
 *   name has none, so a look-alike (`…/bucket-evil/`, `…/bucket/../`, another host that starts the
 *   same) never matches.
 */
export function ownImageSrc(url: string, uploadsBase: string | null = null): string | null {
  const trimmed = url.trim();
  if (isUnder(LOCAL_UPLOADS, trimmed)) return trimmed;
  // (a base without its final `/` would let `…/bucket-evil.png` through: it counts as none)
  if (uploadsBase?.endsWith('/') && isUnder(uploadsBase, trimmed)) return trimmed;
  if (!/^https?:\/\//i.test(trimmed)) return null;
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return null;
  }
  const plain = !parsed.username && !parsed.password && !parsed.search && !parsed.hash;
  return plain &&
    parsed.origin === window.location.origin &&
    isUnder(LOCAL_UPLOADS, parsed.pathname)
    ? parsed.pathname
    : null;
}

interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
}

/** remark: raw HTML in an answer is shown as the text it is, never parsed into elements. */
export function remarkHtmlAsText() {
  return (tree: MdNode) => {
    const walk = (node: MdNode) => {
      if (node.type === 'html') node.type = 'text';
      node.children?.forEach(walk);
    };
    walk(tree);
  };
}

/** The part of a hast node these plugins read and write. */
export interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: { className?: unknown };
  children?: HastNode[];
}

export const textOf = (node: HastNode | undefined): string =>
  !node
    ? ''
    : node.type === 'text'
      ? (node.value ?? '')
      : (node.children ?? []).map(textOf).join('');

/** rehype, before highlighting: very long code blocks opt out of it (`no-highlight`). */
export function rehypeSkipLongCode() {
  return (tree: HastNode) => {
    const walk = (node: HastNode) => {
      if (
        node.type === 'element' &&
        node.tagName === 'code' &&
        textOf(node).length > MAX_HIGHLIGHT_CHARS
      ) {
        const cls = Array.isArray(node.properties?.className) ? node.properties.className : [];
        node.properties = { ...node.properties, className: [...cls, 'no-highlight'] };
        return;
      }
      node.children?.forEach(walk);
    };
    walk(tree);
  };
}

/**
 * rehype: numbers the h1–h4 headings `<prefix>-1`, `<prefix>-2`… in document order, so a table of
 * contents can link to them (ids never come from the text: an author cannot collide with the page's).
 * A part of a longer text (markdown-sections.ts) numbers on from the `before` headings of the parts
 * above it.
 */
export function rehypeHeadingIds(prefix: string, before = 0) {
  return (tree: HastNode) => {
    let n = before;
    const walk = (node: HastNode) => {
      if (node.type === 'element' && /^h[1-4]$/.test(node.tagName ?? '')) {
        n += 1;
        node.properties = { ...node.properties, id: `${prefix}-${n}` } as HastNode['properties'];
        return;
      }
      node.children?.forEach(walk);
    };
    walk(tree);
  };
}

/**
 * rehype: the text's h1–h6 nested under the page's own headings from level `from` (nestedLevels).
 * Runs after rehypeHeadingIds, which numbers the headings as the author wrote them. A part of a
 * longer text (markdown-sections.ts) is given the levels of the headings above it, as written.
 */
export function rehypeNestedHeadings(from: number, before: readonly number[] = []) {
  return (tree: HastNode) => {
    const headings: HastNode[] = [];
    const walk = (node: HastNode) => {
      if (node.type === 'element' && /^h[1-6]$/.test(node.tagName ?? '')) headings.push(node);
      else node.children?.forEach(walk);
    };
    walk(tree);
    const levels = nestedLevels(
      [...before, ...headings.map((h) => Number(h.tagName!.slice(1)))],
      from,
    ).slice(before.length);
    headings.forEach((h, i) => (h.tagName = `h${levels[i]}`));
  };
}
