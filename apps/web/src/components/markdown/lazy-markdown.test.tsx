import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadedMarkdown, useMarkdownLoaded } from './lazy-markdown.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the markdown renderer, loaded on demand', () => {
  it('is asked for after the next painted frame, when the page shows without it first', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (f: FrameRequestCallback) => frames.push(f));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const { result } = renderHook(() => useMarkdownLoaded(true, { afterPaint: true }));
    // no frame yet: nothing asked, however long the page waits
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(result.current).toBe(false);
    expect(loadedMarkdown()).toBeNull();
    expect(frames).toHaveLength(1);

    frames[0]!(performance.now());
    await waitFor(() => expect(result.current).toBe(true), { timeout: 15_000 });
    expect(loadedMarkdown()?.Markdown).toBeTypeOf('object');
  });

  it('is there at once for a page that asks for it once it has loaded', () => {
    const { result } = renderHook(() => useMarkdownLoaded(true, { afterPaint: true }));
    expect(result.current).toBe(true);
  });
});
