import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { createElement, Suspense } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { localeBackend } from './locale-backend.ts';
import { loadTexts, type LocaleFiles } from './locale-files.ts';

/**
 * Locale files as `import.meta.glob` names them, each a spy answering
 * `{ title: '<language> <namespace>' }`.
 */
function fakeFiles() {
  const files: LocaleFiles = {};
  for (const language of ['zh-CN', 'en-US']) {
    for (const namespace of ['common', 'robots', 'chat']) {
      files[`../../locales/${language}/${namespace}.json`] = vi.fn(async () => ({
        title: `${language} ${namespace}`,
      }));
    }
  }
  const loaded = () =>
    Object.entries(files)
      .filter(([, load]) => vi.mocked(load).mock.calls.length > 0)
      .map(([file]) => /locales\/(.+)\.json$/.exec(file)![1]!)
      .sort();
  return { files, loaded };
}

async function startI18n(files: LocaleFiles, lng = 'en-US') {
  const i18n = i18next.createInstance();
  await i18n.use(localeBackend(files)).init({
    lng,
    ns: ['common'],
    defaultNS: 'common',
    supportedLngs: ['zh-CN', 'en-US'],
    fallbackLng: false,
    load: 'currentOnly',
  });
  // the fake files' key is not among the app's typed keys
  const t = (key: string) => (i18n.t as (key: string) => string)(key);
  return { i18n, t };
}

describe('locale files', () => {
  it("load one namespace's texts in one language", async () => {
    const texts = await loadTexts('zh-CN', 'robots');
    expect(texts).toHaveProperty('square.title');
  });

  it('refuse a namespace or a language that has no file, naming it', async () => {
    await expect(loadTexts('en-US', 'nope')).rejects.toThrow(
      "no texts for the namespace 'nope' in 'en-US'",
    );
    await expect(loadTexts('fr-FR', 'common')).rejects.toThrow(/'common' in 'fr-FR'/);
  });
});

describe('the locale backend', () => {
  it('loads at start the namespaces i18n starts with, in its language only', async () => {
    const { files, loaded } = fakeFiles();
    const { t } = await startI18n(files);
    expect(loaded()).toEqual(['en-US/common']);
    expect(t('title')).toBe('en-US common');
  });

  it("loads an asked-for namespace's file and no other", async () => {
    const { files, loaded } = fakeFiles();
    const { i18n, t } = await startI18n(files);
    await i18n.loadNamespaces('robots');
    expect(loaded()).toEqual(['en-US/common', 'en-US/robots']);
    expect(t('robots:title')).toBe('en-US robots');
    // asked again: already there
    await i18n.loadNamespaces('robots');
    expect(files['../../locales/en-US/robots.json']).toHaveBeenCalledTimes(1);
  });

  it("switches language: the loaded namespaces come in the other language's files", async () => {
    const { files, loaded } = fakeFiles();
    const { i18n, t } = await startI18n(files);
    await i18n.loadNamespaces('robots');
    await i18n.changeLanguage('zh-CN');
    expect(loaded()).toEqual(['en-US/common', 'en-US/robots', 'zh-CN/common', 'zh-CN/robots']);
    expect(t('robots:title')).toBe('zh-CN robots');
  });

  it('reports a namespace without a file as failed to load, with its name', async () => {
    const { files } = fakeFiles();
    const { i18n } = await startI18n(files);
    const failed = vi.fn();
    i18n.on('failedLoading', failed);
    const errors = await new Promise((resolve) => void i18n.loadNamespaces('nope', resolve));
    expect(failed).toHaveBeenCalledWith('en-US', 'nope', expect.any(Error));
    expect(String(errors)).toContain("no texts for the namespace 'nope' in 'en-US'");
    expect(i18n.hasResourceBundle('en-US', 'nope')).toBe(false);
  });
});

describe('with react-i18next', () => {
  function Title() {
    const { t } = useTranslation('robots');
    return createElement('h1', null, (t as (key: string) => string)('title'));
  }

  it('suspends a component until its namespace has loaded: the fallback shows, never the key', async () => {
    const { files, loaded } = fakeFiles();
    const { i18n } = await startI18n(files);
    const { container } = render(
      createElement(
        I18nextProvider,
        { i18n },
        createElement(
          Suspense,
          { fallback: createElement('p', null, 'loading') },
          createElement(Title),
        ),
      ),
    );
    expect(container.textContent).toBe('loading');
    expect(await screen.findByRole('heading')).toHaveTextContent('en-US robots');
    expect(loaded()).toEqual(['en-US/common', 'en-US/robots']);
  });
});
