import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MenuButton, type MenuEntry } from './menu.tsx';

const items: MenuEntry[] = [
  { key: 'one', label: 'One' },
  { key: 'two', label: 'Two', current: true },
  { type: 'separator', key: 'sep' },
  { key: 'three', label: 'Three', danger: true },
];

function setUp() {
  const onSelect = vi.fn();
  render(
    <>
      <button type="button">Before</button>
      <MenuButton label="Things" items={items} onSelect={onSelect} footer={<p>Below the items</p>}>
        Open
      </MenuButton>
      <button type="button">After</button>
    </>,
  );
  const button = screen.getByRole('button', { name: 'Things' });
  return { onSelect, button, user: userEvent.setup() };
}

const item = (name: string) => screen.getByRole('menuitem', { name });

describe('the menu button', () => {
  it('is a closed menu button until clicked, then shows the named menu with its items', async () => {
    const { button, user } = setUp();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(button);
    const menu = screen.getByRole('menu', { name: 'Things' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(screen.getAllByRole('menuitem').map((element) => element.textContent)).toEqual([
      'One',
      'Two',
      'Three',
    ]);
    expect(screen.getByRole('separator')).toBeInTheDocument();
    expect(item('Two')).toHaveAttribute('aria-current', 'true');
    expect(item('One')).not.toHaveAttribute('aria-current');
    expect(screen.getByText('Below the items')).toBeInTheDocument();
    // A pointer opens it on the list itself, no item picked yet.
    expect(menu).toHaveFocus();

    // A second click closes it.
    await user.click(button);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on the first item with Enter, Space or ArrowDown, on the last with ArrowUp', async () => {
    const { button, user } = setUp();
    for (const [key, first] of [
      ['{Enter}', 'One'],
      [' ', 'One'],
      ['{ArrowDown}', 'One'],
      ['{ArrowUp}', 'Three'],
    ] as const) {
      button.focus();
      await user.keyboard(key);
      expect(item(first)).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    }
  });

  it('moves between the items with the arrows, Home and End, going round at the ends', async () => {
    const { button, user } = setUp();
    button.focus();
    await user.keyboard('{Enter}');
    expect(item('One')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Two')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Three')).toHaveFocus(); // the separator is not a stop
    await user.keyboard('{ArrowDown}');
    expect(item('One')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Three')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('One')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Three')).toHaveFocus();
  });

  it('from the list opened by a click, ArrowDown goes to the first item and ArrowUp to the last', async () => {
    const { button, user } = setUp();
    await user.click(button);
    await user.keyboard('{ArrowDown}');
    expect(item('One')).toHaveFocus();

    await user.click(button);
    await user.click(button);
    await user.keyboard('{ArrowUp}');
    expect(item('Three')).toHaveFocus();
  });

  it('chooses with Enter or Space: closes, gives the focus back to the button, then reports the key', async () => {
    const { button, onSelect, user } = setUp();
    button.focus();
    await user.keyboard('{Enter}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('two');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.keyboard('{ArrowUp} ');
    expect(onSelect).toHaveBeenLastCalledWith('three');
    expect(onSelect).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('chooses with a click', async () => {
    const { onSelect, user, button } = setUp();
    await user.click(button);
    await user.click(item('Three'));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('three');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes with Escape and gives the focus back to the button, choosing nothing', async () => {
    const { button, onSelect, user } = setUp();
    button.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(item('Two')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('closes with Tab, which goes on to the next control; Shift+Tab stops on the button', async () => {
    const { button, user } = setUp();
    button.focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();

    button.focus();
    await user.keyboard('{Enter}');
    await user.tab({ shift: true });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes at a press outside it, not at one inside it', async () => {
    const { button, onSelect, user } = setUp();
    await user.click(button);
    fireEvent.pointerDown(screen.getByText('Below the items'));
    expect(screen.getByRole('menu')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Before' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(onSelect).not.toHaveBeenCalled();
  });
});
