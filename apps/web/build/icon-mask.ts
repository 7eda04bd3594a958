import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { createRequire } from 'node:module';
import { escapeHtml } from './app-shell-markup.ts';

const require = createRequire(import.meta.url);

/**
 * One of antd's icon drawings (`@ant-design/icons-svg`, its CommonJS build: the build's scripts run
 * in Node) by its file name, e.g. `UserOutlined`.
 */
export function iconDrawing(name: string): IconDefinition {
  return (require(`@ant-design/icons-svg/lib/asn/${name}`) as { default: IconDefinition }).default;
}

function markup(node: AbstractNode): string {
  const attrs = Object.entries(node.attrs)
    .filter(([name]) => name !== 'focusable')
    .map(([name, value]) => ` ${name}="${escapeHtml(String(value))}"`)
    .join('');
  const children = (node.children ?? []).map(markup).join('');
  return `<${node.tag}${attrs}${children ? `>${children}</${node.tag}>` : '/>'}`;
}

/**
 * An icon's drawing as a CSS `mask-image` value: the shell draws it as a 1em box filled with the
 * text's colour (`background: currentColor`), as the app's `Icon` draws the same drawing in SVG, so
 * the boot script needs no SVG of its own.
 */
export function iconMaskUrl(icon: IconDefinition): string {
  const drawing = typeof icon.icon === 'function' ? icon.icon('#000', '#000') : icon.icon;
  const svg = markup({
    ...drawing,
    attrs: { xmlns: 'http://www.w3.org/2000/svg', ...drawing.attrs },
  });
  return `url("data:image/svg+xml,${encodeURIComponent(svg).replace(/%20/g, ' ')}")`;
}
