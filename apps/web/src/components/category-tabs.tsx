import type { Category } from '@robot/contracts';
import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import './category-tabs.css';

/** The tab to move to for a key, as the WAI-ARIA tabs pattern has it; null for other keys. */
function nextIndex(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** Scrolls the row just enough that `tab` is wholly in sight, with a little of its neighbour. */
function bringIntoView(row: HTMLElement, tab: HTMLElement) {
  const margin = 24;
  const left = tab.offsetLeft - row.offsetLeft;
  const right = left + tab.offsetWidth;
  if (left - margin < row.scrollLeft) row.scrollLeft = Math.max(0, left - margin);
  else if (right + margin > row.scrollLeft + row.clientWidth)
    row.scrollLeft = right + margin - row.clientWidth;
}

/**
 * 'All' and every category of a list, named in the current language: a row of tabs that scrolls
 * sideways when it is wider than the screen. Arrow keys, Home and End move between the tabs; Enter
 * or Space (or a click) chooses. Written here rather than with antd's Tabs, whose overflow
 * measuring cost the list pages 200-380 ms of start-up CPU at 4x throttling (decision 031); without
 * antd at all, its colours read from the theme's variables (decision 034).
 */
export function CategoryTabs({
  category,
  categories,
  onChange,
  allLabel,
  label,
}: {
  category: number | null;
  categories: readonly Category[];
  onChange: (category: number | null) => void;
  allLabel: string;
  label: string;
}) {
  const { i18n } = useTranslation();
  const row = useRef<HTMLDivElement>(null);
  const en = i18n.language === 'en-US';
  const tabs = [
    { id: null, name: allLabel },
    ...categories.map((c) => ({ id: c.id, name: en ? c.nameEn : c.nameZh })),
  ];
  const active = Math.max(
    0,
    tabs.findIndex((t) => t.id === category),
  );

  // Whether this row has been scrolled to a tab yet (by a key or a chosen category).
  const moved = useRef(false);
  const show = (tab: Element | undefined) => {
    if (!row.current || !(tab instanceof HTMLElement)) return;
    moved.current = true;
    bringIntoView(row.current, tab);
  };

  // The chosen tab in sight, also when the page opens on a category far along the row. 'All' is
  // first: while the row has not moved, it is in sight without measuring anything (a measure here
  // would lay the whole page out during its first render: ~60 ms at 4x CPU).
  useLayoutEffect(() => {
    if (active === 0 && !moved.current) return;
    show(row.current?.children[active]);
  }, [active, tabs.length]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(row.current?.children ?? [])] as HTMLElement[];
    const from = buttons.indexOf(document.activeElement as HTMLElement);
    const to = nextIndex(event.key, from < 0 ? active : from, buttons.length);
    if (to === null) return;
    event.preventDefault();
    buttons[to]?.focus();
    show(buttons[to]);
  };

  return (
    <div ref={row} role="tablist" aria-label={label} className="rs-cat-tabs" onKeyDown={onKeyDown}>
      {tabs.map((tab, index) => (
        <button
          key={tab.id ?? 'all'}
          type="button"
          role="tab"
          aria-selected={index === active}
          tabIndex={index === active ? 0 : -1}
          className="rs-cat-tab"
          onClick={() => {
            if (index !== active) onChange(tab.id);
          }}
        >
          {tab.name}
        </button>
      ))}
    </div>
  );
}
