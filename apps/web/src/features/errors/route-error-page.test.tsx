import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import i18n from '../../lib/i18n/i18n.ts';
import { RouteErrorPage } from './route-error-page.tsx';

function Broken(): never {
  throw new Error('boom');
}

const renderCrash = () => {
  const router = createMemoryRouter([
    { path: '/', element: <Broken />, errorElement: <RouteErrorPage /> },
  ]);
  return render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
};

let reload: ReturnType<typeof vi.fn>;

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  // the page and React both report the error: expected here
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the error page of a route that threw', () => {
  it('apologises and reloads the page', async () => {
    const { container } = renderCrash();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Something went wrong on this page' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Please reload and try again; if it keeps happening, contact us.'),
    ).toBeInTheDocument();
    // bundled with the shell, which loads no antd (decision 033)
    expect(container.querySelector('[class*="ant-"]')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('speaks Chinese in Chinese', async () => {
    await i18n.changeLanguage('zh-CN');
    renderCrash();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/\S/);
    expect(screen.getByRole('button', { name: i18n.t('errorPage.reload') })).toBeInTheDocument();
    expect(i18n.t('errorPage.reload')).not.toBe('Reload');
  });
});
