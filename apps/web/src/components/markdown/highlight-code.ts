import bash from 'highlight.js/lib/languages/bash';
import css from 'highlight.js/lib/languages/css';
import go from 'highlight.js/lib/languages/go';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import python from 'highlight.js/lib/languages/python';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';
import { createLowlight } from 'lowlight';
import { textOf, type HastNode } from './markdown-plugins.ts';

/** The languages answers use most; the rest show as plain code (keeps the bundle small). */
const lowlight = createLowlight({
  bash,
  css,
  go,
  java,
  javascript,
  json,
  python,
  sql,
  typescript,
  xml,
  yaml,
});
lowlight.registerAlias({
  bash: ['sh', 'shell', 'zsh'],
  javascript: ['js', 'jsx'],
  typescript: ['ts', 'tsx'],
  xml: ['html', 'svg'],
  python: ['py'],
  yaml: ['yml'],
});

/** A code element's language from its `language-x` / `lang-x` class; false when it opts out. */
function languageOf(code: HastNode): string | false | undefined {
  const classes = Array.isArray(code.properties?.className) ? code.properties.className : [];
  let name: string | undefined;
  for (const value of classes.map(String)) {
    if (value === 'no-highlight' || value === 'nohighlight') return false;
    name ??= value.startsWith('language-')
      ? value.slice(9)
      : value.startsWith('lang-')
        ? value.slice(5)
        : undefined;
  }
  return name;
}

/** Highlighted code kept for the next drawing of the same text (a streamed answer's last part). */
const CACHE_ENTRIES = 32;
const highlighted = new Map<string, HastNode[]>();

/** lowlight's nodes for `text`, from the cache when the same text was highlighted lately. */
function highlight(language: string, text: string): HastNode[] {
  const key = `${language}\u0000${text}`;
  const cached = highlighted.get(key);
  if (cached) {
    highlighted.delete(key);
    highlighted.set(key, cached);
    return cached;
  }
  const nodes = lowlight.highlight(language, text).children as HastNode[];
  highlighted.set(key, nodes);
  if (highlighted.size > CACHE_ENTRIES) highlighted.delete(highlighted.keys().next().value!);
  return nodes;
}

interface Positioned {
  position?: { start?: { offset?: number }; end?: { offset?: number } };
}

/**
 * Whether a fenced code block still lacks its closing fence in `source`: its source's last line is
 * not a fence of its opening fence's character, at least as long (after any container's `>` and
 * indentation). Unknown (no position): false.
 */
export function isUnclosedFence(node: Positioned, source: string): boolean {
  const start = node.position?.start?.offset;
  const end = node.position?.end?.offset;
  if (start === undefined || end === undefined) return false;
  const raw = source.slice(start, end);
  const firstEnd = raw.indexOf('\n');
  if (firstEnd === -1) return true; // only the opening fence so far
  const fence = /^[ \t>]*(`{3,}|~{3,})/.exec(raw.slice(0, firstEnd));
  if (!fence) return false; // an indented code block has no fence to close
  const mark = fence[1]!;
  const last = raw.slice(raw.lastIndexOf('\n') + 1);
  const closing = new RegExp(`^[ \\t>]*\\${mark[0]}{${mark.length},}[ \\t]*$`);
  return !closing.test(last);
}

/**
 * rehype: highlights each fenced code block that names one of the languages above with
 * highlight.js's classes (`hljs`, `hljs-keyword`…), through lowlight. What rehype-highlight does,
 * without its static import of lowlight's 37 common grammars, which the bundle kept even with our
 * own list given (decision 050). A block without a language, or with an unknown one, stays plain.
 *
 * `streaming`: the text is still being written. A block whose closing fence has not come yet shows
 * its last, unfinished line plain; its complete lines are highlighted once per new line (the cache),
 * not again with each piece of text. Drawn again once the answer has ended, it is highlighted whole.
 */
export function rehypeHighlightCode(options: { streaming?: boolean } = {}) {
  return (tree: HastNode, file?: { value?: unknown }) => {
    const source = options.streaming && typeof file?.value === 'string' ? file.value : null;
    const walk = (node: HastNode, parent: HastNode | null) => {
      if (node.type === 'element' && node.tagName === 'code' && parent?.tagName === 'pre') {
        const language = languageOf(node);
        if (!language) return;
        const classes = Array.isArray(node.properties?.className) ? node.properties.className : [];
        node.properties = {
          ...node.properties,
          className: classes.includes('hljs') ? classes : ['hljs', ...classes],
        };
        if (!lowlight.registered(language)) return;
        const text = textOf(node);
        if (source !== null && isUnclosedFence(parent as Positioned, source)) {
          // the text ends with the newline hast gives every block: the last line is before it
          const cut = text.lastIndexOf('\n', text.length - 2) + 1;
          const lines = cut > 0 ? highlight(language, text.slice(0, cut)) : [];
          const rest = text.slice(cut);
          node.children = rest ? [...lines, { type: 'text', value: rest }] : [...lines];
          return;
        }
        const nodes = highlight(language, text);
        if (nodes.length > 0) node.children = nodes;
        return;
      }
      node.children?.forEach((child) => walk(child, node));
    };
    walk(tree, null);
  };
}
