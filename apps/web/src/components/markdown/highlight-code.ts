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

/**
 * rehype: highlights each fenced code block that names one of the languages above with
 * highlight.js's classes (`hljs`, `hljs-keyword`…), through lowlight. What rehype-highlight does,
 * without its static import of lowlight's 37 common grammars, which the bundle kept even with our
 * own list given (decision 050). A block without a language, or with an unknown one, stays plain.
 */
export function rehypeHighlightCode() {
  return (tree: HastNode) => {
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
        const result = lowlight.highlight(language, textOf(node));
        if (result.children.length > 0) node.children = result.children as HastNode[];
        return;
      }
      node.children?.forEach((child) => walk(child, node));
    };
    walk(tree, null);
  };
}
