import { afterEach, describe, expect, it, vi } from 'vitest';
import { isWeChatBrowser, weChatSignedUrl } from './wechat-browser.ts';

const android = 'Mozilla/5.0 (Linux; Android 14) Chrome/120 Mobile MicroMessenger/8.0.47';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 MicroMessenger/8.0.47';

afterEach(() => vi.restoreAllMocks());

describe('WeChat browser', () => {
  it('is told by MicroMessenger in the user agent', () => {
    expect(isWeChatBrowser(android)).toBe(true);
    expect(isWeChatBrowser('Mozilla/5.0 (iPhone) Safari/604.1')).toBe(false);
  });

  it('signs the current address without its fragment, and on iOS the address the app opened with', () => {
    window.history.pushState(null, '', '/article-detail/2?x=1#toc');
    const entry = { name: `${window.location.origin}/article-list?from=timeline#top` };
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([entry as PerformanceEntry]);
    expect(weChatSignedUrl(android)).toBe(`${window.location.origin}/article-detail/2?x=1`);
    expect(weChatSignedUrl(iphone)).toBe(`${window.location.origin}/article-list?from=timeline`);
  });
});
