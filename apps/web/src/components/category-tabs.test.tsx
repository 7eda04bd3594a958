import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CategoryTabs } from './category-tabs.tsx';

const categories = [
  { id: 1, nameZh: '写作', nameEn: 'Writing' },
  { id: 2, nameZh: '编程', nameEn: 'Programming' },
  { id: 3, nameZh: '翻译', nameEn: 'Translation' },
];

const renderTabs = (category: number | null, onChange = vi.fn()) => {
  render(
    <CategoryTabs
      category={category}
      categories={categories}
      onChange={onChange}
      allLabel="All"
      label="Categories"
    />,
  );
  return onChange;
};

describe('CategoryTabs', () => {
  it("shows 'All' and each category as tabs, the chosen one selected and the only one in the tab order", () => {
    renderTabs(2);
    const list = screen.getByRole('tablist', { name: 'Categories' });
    const tabs = screen.getAllByRole('tab');
    expect(list).toContainElement(tabs[0]!);
    expect(tabs.map((t) => t.textContent)).toEqual([
      'All',
      'Writing',
      'Programming',
      'Translation',
    ]);
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual([
      'false',
      'false',
      'true',
      'false',
    ]);
    expect(tabs.map((t) => t.tabIndex)).toEqual([-1, -1, 0, -1]);
  });

  it("chooses a category on click, 'All' as null, and nothing for the chosen one", () => {
    const onChange = renderTabs(null);
    fireEvent.click(screen.getByRole('tab', { name: 'Translation' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('moves with the arrow keys, Home and End, and chooses with Enter', () => {
    const onChange = renderTabs(null);
    const tab = (name: string) => screen.getByRole('tab', { name });
    tab('All').focus();
    fireEvent.keyDown(tab('All'), { key: 'ArrowRight' });
    expect(tab('Writing')).toHaveFocus();
    fireEvent.keyDown(tab('Writing'), { key: 'End' });
    expect(tab('Translation')).toHaveFocus();
    fireEvent.keyDown(tab('Translation'), { key: 'ArrowRight' });
    expect(tab('All')).toHaveFocus();
    fireEvent.keyDown(tab('All'), { key: 'ArrowLeft' });
    expect(tab('Translation')).toHaveFocus();
    fireEvent.keyDown(tab('Translation'), { key: 'Home' });
    expect(tab('All')).toHaveFocus();
    // moving the focus does not choose: the list is asked again only on Enter, Space or a click
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.keyDown(tab('All'), { key: 'ArrowRight' });
    fireEvent.click(tab('Writing'));
    expect(onChange).toHaveBeenLastCalledWith(1);
  });
});
