import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ItemImage } from './item-image.tsx';

describe('an item image', () => {
  it('loads lazily, unless it is the page’s main picture: then at once and first', () => {
    const { container } = render(
      <>
        <ItemImage url="/uploads/a-1.png" title="A" shape="square" size={48} />
        <ItemImage url="/uploads/b-2.png" title="B" shape="cover" priority />
      </>,
    );
    const [card, cover] = [...container.querySelectorAll('img')];
    expect(card).toHaveAttribute('loading', 'lazy');
    expect(card).not.toHaveAttribute('fetchpriority');
    expect(cover).toHaveAttribute('loading', 'eager');
    expect(cover).toHaveAttribute('fetchpriority', 'high');
  });
});
