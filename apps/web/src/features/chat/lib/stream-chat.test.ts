import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('@robot/contracts/chat');
  vi.resetModules();
});

describe('loadStreamEvents', () => {
  it("loads the stream's event schemas once, with the chat's first question rather than the page", async () => {
    const { loadStreamEvents } = await import('./stream-chat.ts');
    const { chatStreamEvents } = await import('@robot/contracts/chat');
    const first = loadStreamEvents();
    expect(loadStreamEvents()).toBe(first);
    expect(await first).toBe(chatStreamEvents);
  });

  it('tries the download again after it failed', async () => {
    let fail = true;
    vi.doMock('@robot/contracts/chat', async (original) => {
      if (fail) throw new Error('Failed to fetch dynamically imported module');
      return original();
    });
    const { loadStreamEvents } = await import('./stream-chat.ts');
    await expect(loadStreamEvents()).rejects.toThrow();
    fail = false;
    vi.resetModules();
    const events = await loadStreamEvents();
    expect(Object.keys(events)).toEqual(expect.arrayContaining(['meta', 'delta', 'done', 'error']));
  });
});
