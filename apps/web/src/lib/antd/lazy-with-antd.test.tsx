import { act, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider, theme } from 'antd';
import { Suspense, useContext } from 'react';
import { describe, expect, it } from 'vitest';
import { useLanguageStore } from '../../stores/language-store.ts';
import { useThemeStore } from '../../stores/theme-store.ts';
import { lazyWithAntd } from './lazy-with-antd.tsx';

/** What antd's components under it would see: the locale and the theme's primary colour. */
function Probe({ label }: { label: string }) {
  const { locale } = useContext(ConfigProvider.ConfigContext);
  const { token } = theme.useToken();
  return (
    <p data-testid={label}>
      {locale?.locale ?? 'none'} {token.colorPrimary}
    </p>
  );
}

describe('lazyWithAntd', () => {
  it("renders the component inside antd's scope, in the visitor's language and theme", async () => {
    useLanguageStore.setState({ language: 'en-US' });
    useThemeStore.setState({ mode: 'dark' });
    const Lazy = lazyWithAntd(async () => Probe);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy label="probe" />
      </Suspense>,
    );
    // antd's default theme would answer #1677ff and no locale
    expect(await screen.findByTestId('probe')).toHaveTextContent('en #504dcf');
    act(() => useThemeStore.setState({ mode: 'light' }));
    // on a loaded machine the scope's re-render may land after act returns (CI, round 20)
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('en #4f46e5'));
  });

  it('adds no second scope inside one', async () => {
    useLanguageStore.setState({ language: 'zh-CN' });
    useThemeStore.setState({ mode: 'light' });
    const Inner = lazyWithAntd(async () => Probe);
    const Outer = lazyWithAntd(async () => () => (
      // a locale set between the two scopes stays: the inner one adds no provider of its own
      <ConfigProvider locale={{ locale: 'outer' }}>
        <Inner label="inner" />
      </ConfigProvider>
    ));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Outer />
      </Suspense>,
    );
    expect(await screen.findByTestId('inner')).toHaveTextContent('outer #4f46e5');
  });
});
