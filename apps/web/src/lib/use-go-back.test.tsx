import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { useGoBack } from './use-go-back.ts';

function Item() {
  const back = useGoBack('/list');
  return (
    <button type="button" onClick={back}>
      back
    </button>
  );
}

const open = (entry: string) => {
  const router = createMemoryRouter(
    [
      { path: '/item', element: <Item /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
};

const where = (router: ReturnType<typeof open>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('useGoBack', () => {
  it('opened directly, goes to the fallback instead of leaving the site', async () => {
    const router = open('/item');
    await userEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(where(router)).toBe('/list');
  });

  it('reached within the app, goes back to the page before, its search kept', async () => {
    const router = open('/list?keyword=cat&sort=latest');
    await act(() => router.navigate('/item'));
    await userEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(where(router)).toBe('/list?keyword=cat&sort=latest');
    // back, not a new entry: forward returns to the item
    await act(() => router.navigate(1));
    expect(where(router)).toBe('/item');
  });
});
