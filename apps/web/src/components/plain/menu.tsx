import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Icon } from './icon.tsx';
import './menu.css';

/** One choice of a menu. */
export interface MenuAction {
  key: string;
  label: ReactNode;
  icon?: IconDefinition;
  /** drawn in the error colour (log out) */
  danger?: boolean;
  /** the choice in force (the language in use): highlighted, and announced as current */
  current?: boolean;
  /** the label's language, when it is not the page's (a language's own name) */
  lang?: string;
}

/** A choice, or a line between groups of choices. */
export type MenuEntry = MenuAction | { type: 'separator'; key: string };

const isAction = (entry: MenuEntry): entry is MenuAction => !('type' in entry);

/** Where the focus goes when the menu opens: the list itself (a pointer opened it) or an end. */
type OpenFocus = 'menu' | 'first' | 'last';

/** The item to move to for a key, wrapping around at the ends; null for other keys. */
function nextIndex(key: string, index: number, count: number): number | null {
  if (key === 'ArrowDown') return index < 0 ? 0 : (index + 1) % count;
  if (key === 'ArrowUp') return index < 0 ? count - 1 : (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

export interface MenuButtonProps {
  items: readonly MenuEntry[];
  /** called with the chosen item's key, after the menu has closed */
  onSelect: (key: string) => void;
  /** the button's accessible name, which also names the menu */
  label: string;
  title?: string;
  /** the button's classes (its look: see plainButtonClass) */
  className?: string;
  /** what the button shows */
  children: ReactNode;
  /** shown under the items while the menu is open (mounted only then) */
  footer?: ReactNode;
}

/**
 * A button that opens a menu under it, right-aligned, as antd's Dropdown with a click trigger did,
 * without antd (decision 033). The WAI-ARIA menu button pattern: Enter, Space or ArrowDown on the
 * button open it on its first item (ArrowUp on the last), a click opens it on the list; ArrowUp,
 * ArrowDown, Home and End move between the items, Enter or Space (or a click) choose one, Escape
 * closes it and gives the focus back to the button, Tab closes it and goes on, a click anywhere else
 * closes it.
 */
export function MenuButton({
  items,
  onSelect,
  label,
  title,
  className,
  children,
  footer,
}: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const openFocus = useRef<OpenFocus>('menu');
  const anchor = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const id = useId();
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;

  const menuItems = () => [
    ...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
  ];

  const openWith = (focus: OpenFocus) => {
    openFocus.current = focus;
    setOpen(true);
  };

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  useLayoutEffect(() => {
    if (!open) return;
    const all = menuItems();
    const target =
      openFocus.current === 'first'
        ? all[0]
        : openFocus.current === 'last'
          ? all[all.length - 1]
          : menu.current;
    target?.focus();
  }, [open]);

  // A press anywhere outside the button and the menu closes it (the focus stays where it lands).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!anchor.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open]);

  const choose = (key: string) => {
    // The focus goes back to the button first, so a dialog the choice opens returns it there.
    close(true);
    onSelect(key);
  };

  const onButtonClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (open) close(false);
    // Enter or Space make a click with no pointer behind it (detail 0): open on the first item.
    else openWith(event.detail === 0 ? 'first' : 'menu');
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const focus = event.key === 'ArrowDown' ? 'first' : 'last';
    if (open) {
      const all = menuItems();
      (focus === 'first' ? all[0] : all[all.length - 1])?.focus();
    } else openWith(focus);
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
      return;
    }
    if (event.key === 'Tab') {
      // Tab goes on from the button to the next control (the browser's own move, after this);
      // Shift+Tab stops on the button.
      close(true);
      if (event.shiftKey) event.preventDefault();
      return;
    }
    const all = menuItems();
    const current = all.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const key = all[current]?.dataset.key;
      if (key !== undefined) choose(key);
      return;
    }
    const to = nextIndex(event.key, current, all.length);
    if (to === null) return;
    event.preventDefault();
    all[to]?.focus();
  };

  return (
    <div ref={anchor} className="rs-menu-anchor">
      <button
        ref={button}
        id={buttonId}
        type="button"
        className={className}
        aria-label={label}
        title={title}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
      >
        {children}
      </button>
      {open ? (
        <div className="rs-menu-popup" onKeyDown={onMenuKeyDown}>
          <div
            ref={menu}
            id={menuId}
            role="menu"
            aria-labelledby={buttonId}
            tabIndex={-1}
            className={footer ? 'rs-menu rs-menu--with-footer' : 'rs-menu'}
          >
            {items.map((entry) =>
              isAction(entry) ? (
                <div
                  key={entry.key}
                  role="menuitem"
                  tabIndex={-1}
                  data-key={entry.key}
                  lang={entry.lang}
                  aria-current={entry.current ? 'true' : undefined}
                  className={[
                    'rs-menu__item',
                    entry.danger ? 'rs-menu__item--danger' : '',
                    entry.current ? 'rs-menu__item--current' : '',
                  ]
                    .filter(Boolean)
                    .join(' ')}
                  onClick={() => choose(entry.key)}
                >
                  {entry.icon ? <Icon icon={entry.icon} className="rs-menu__icon" /> : null}
                  <span className="rs-menu__label">{entry.label}</span>
                </div>
              ) : (
                <div key={entry.key} role="separator" className="rs-menu__separator" />
              ),
            )}
          </div>
          {footer}
        </div>
      ) : null}
    </div>
  );
}
