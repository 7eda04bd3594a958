import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n, { loadNamespaces } from './i18n.ts';
import { withTexts } from './with-texts.ts';

// The tests' setup has loaded every namespace in both languages; these take one away to load it.
const language = () => i18n.language;

afterEach(() => vi.restoreAllMocks());

describe('loadNamespaces', () => {
  it('loads a namespace that is not there, in the current language', async () => {
    i18n.removeResourceBundle(language(), 'xky');
    await loadNamespaces(['xky']);
    expect(i18n.hasResourceBundle(language(), 'xky')).toBe(true);
    expect(i18n.t('xky:showcase.title')).not.toBe('showcase.title');
  });

  it('asks once more for a namespace whose download failed', async () => {
    i18n.removeResourceBundle(language(), 'about');
    const backend = i18n.services.backendConnector.backend as {
      read: (l: string, n: string, cb: (err: Error | null, data: unknown) => void) => void;
    };
    const read = vi
      .spyOn(backend, 'read')
      .mockImplementationOnce((_l, _n, callback) => callback(new Error('offline'), false));
    await loadNamespaces(['about']);
    expect(read).toHaveBeenCalledTimes(2);
    expect(i18n.hasResourceBundle(language(), 'about')).toBe(true);
  });

  it('rejects, naming it, when a namespace cannot be loaded', async () => {
    await expect(loadNamespaces(['nope'])).rejects.toThrow(
      `texts not loaded: nope in ${language()}`,
    );
  });
});

describe('withTexts', () => {
  it('loads the texts beside the module, not after it, and answers the module', async () => {
    i18n.removeResourceBundle(language(), 'contact');
    let arrive: (m: { page: string }) => void = () => {};
    const module = new Promise<{ page: string }>((resolve) => (arrive = resolve));
    const load = withTexts(['contact'], () => module);
    const loading = load();
    // the module has not arrived, the texts are already there
    await vi.waitFor(() => expect(i18n.hasResourceBundle(language(), 'contact')).toBe(true));
    arrive({ page: 'contact' });
    await expect(loading).resolves.toEqual({ page: 'contact' });
  });

  it('rejects when the texts cannot be loaded, as for a failed chunk', async () => {
    const load = withTexts(['nope' as 'contact'], async () => 'module');
    await expect(load()).rejects.toThrow(/texts not loaded: nope/);
  });
});
