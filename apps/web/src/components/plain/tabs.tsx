import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface TabItem {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

const keyMoves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * Tabs with antd's look (a line under the labels, the current one underlined in the brand colour),
 * without antd: a `tablist` of `tab`s, each naming its `tabpanel`. The arrow keys (Home, End) move
 * to another tab and show it; only the current tab is in the Tab order. A panel is drawn when its
 * tab is first shown and then kept (hidden), so what was typed in it stays, as antd's
 * `destroyOnHidden={false}`.
 */
export function PlainTabs({
  items,
  defaultActiveKey,
  className,
}: {
  items: readonly TabItem[];
  defaultActiveKey?: string;
  className?: string;
}) {
  const base = useId();
  const [active, setActive] = useState(defaultActiveKey ?? items[0]?.key);
  const [shown, setShown] = useState(() => new Set([active]));
  const tabs = useRef(new Map<string, HTMLButtonElement | null>());

  const show = (key: string) => {
    setActive(key);
    setShown((keys) => (keys.has(key) ? keys : new Set(keys).add(key)));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = keyMoves[event.key];
    if (!move) return;
    event.preventDefault();
    const index = items.findIndex((item) => item.key === active);
    const next = items[move(Math.max(index, 0), items.length)];
    if (!next) return;
    show(next.key);
    tabs.current.get(next.key)?.focus();
  };
  const tabId = (key: string) => `${base}-tab-${key}`;
  const panelId = (key: string) => `${base}-panel-${key}`;

  return (
    <div className={`rs-tabs${className ? ` ${className}` : ''}`}>
      <div role="tablist" className="rs-tabs__list" onKeyDown={onKeyDown}>
        {items.map((item) => {
          const selected = item.key === active;
          return (
            <button
              key={item.key}
              ref={(el) => void tabs.current.set(item.key, el)}
              type="button"
              role="tab"
              id={tabId(item.key)}
              aria-selected={selected}
              aria-controls={panelId(item.key)}
              tabIndex={selected ? 0 : -1}
              className={`rs-tabs__tab${selected ? ' rs-tabs__tab--active' : ''}`}
              onClick={() => show(item.key)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) =>
        shown.has(item.key) ? (
          <div
            key={item.key}
            role="tabpanel"
            id={panelId(item.key)}
            aria-labelledby={tabId(item.key)}
            hidden={item.key !== active}
            className="rs-tabs__panel"
          >
            {item.children}
          </div>
        ) : null,
      )}
    </div>
  );
}
