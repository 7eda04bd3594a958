import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { createElement, type CSSProperties, type ReactElement } from 'react';
import './plain.css';

/** SVG attribute names as React spells them (`fill-rule` → `fillRule`; `aria-*` and `data-*` stay). */
const reactName = (name: string) =>
  /^(aria|data)-/.test(name) ? name : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

function toElement(node: AbstractNode, key?: number): ReactElement {
  const attrs = Object.fromEntries(Object.entries(node.attrs).map(([k, v]) => [reactName(k), v]));
  return createElement(node.tag, { key, ...attrs }, node.children?.map(toElement));
}

/** Each drawing's SVG element, built once: a chat row or a list card draws the same icons many times. */
const drawings = new WeakMap<IconDefinition, ReactElement>();

function svgOf(icon: IconDefinition): ReactElement {
  let svg = drawings.get(icon);
  if (!svg) {
    const drawing =
      typeof icon.icon === 'function' ? icon.icon('currentColor', '#e6e6e6') : icon.icon;
    svg = toElement({
      ...drawing,
      attrs: {
        ...drawing.attrs,
        width: '1em',
        height: '1em',
        fill: 'currentColor',
        focusable: 'false',
        'aria-hidden': 'true',
      },
    });
    drawings.set(icon, svg);
  }
  return svg;
}

/**
 * One of antd's icons (the drawings of `@ant-design/icons-svg`) as a plain SVG, 1em square in the
 * text's colour: what `@ant-design/icons` draws, without its runtime (its context, style injection
 * and colour helpers), for the parts of the app that load no antd (decision 033). Decorative: the
 * control it sits in carries the name.
 */
export function Icon({
  icon,
  className,
  style,
}: {
  icon: IconDefinition;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <span
      aria-hidden="true"
      className={`rs-icon rs-icon-${icon.name}${className ? ` ${className}` : ''}`}
      style={style}
    >
      {svgOf(icon)}
    </span>
  );
}
