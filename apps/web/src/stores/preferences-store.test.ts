import { beforeEach, describe, expect, it, vi } from 'vitest';
import { StorageKeys } from '../lib/storage-keys.ts';

// A fresh module per test so that the store re-reads localStorage as it does on page load.
const load = async () => (await import('./preferences-store.ts')).usePreferencesStore;

beforeEach(() => {
  localStorage.clear();
  vi.resetModules();
});

describe('preferences store', () => {
  it('starts from the spec defaults', async () => {
    const store = await load();
    const { sendKey, renderUserMessageInMd, codeAutoWrap, widerConversationPage } =
      store.getState();
    expect({ sendKey, renderUserMessageInMd, codeAutoWrap, widerConversationPage }).toEqual({
      sendKey: 'Enter',
      renderUserMessageInMd: false,
      codeAutoWrap: false,
      widerConversationPage: true,
    });
  });

  it('persists updates to localStorage and reads them back on the next load', async () => {
    const store = await load();
    store.getState().update({ sendKey: 'Ctrl+Enter', codeAutoWrap: true });
    const saved = JSON.parse(localStorage.getItem(StorageKeys.preference) ?? '{}') as {
      state: Record<string, unknown>;
    };
    expect(saved.state).toEqual({
      sendKey: 'Ctrl+Enter',
      renderUserMessageInMd: false,
      codeAutoWrap: true,
      widerConversationPage: true,
    });

    vi.resetModules();
    const reloaded = await load();
    expect(reloaded.getState().sendKey).toBe('Ctrl+Enter');
    expect(reloaded.getState().codeAutoWrap).toBe(true);
  });

  it('ignores malformed stored values', async () => {
    localStorage.setItem(
      StorageKeys.preference,
      JSON.stringify({ state: { sendKey: 'Alt+F4', codeAutoWrap: 'yes' }, version: 1 }),
    );
    const store = await load();
    expect(store.getState().sendKey).toBe('Enter');
    expect(store.getState().codeAutoWrap).toBe(false);
  });
});
