import type { WeChatConfig } from '@robot/contracts';
import { ErrorKey, socialApi } from '@robot/contracts/client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n/i18n.ts';
import { apiCalls, handle, refuse, server } from '../../test/msw.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { ShareActions } from './share-actions.tsx';

// The SDK as WeChat's browser would run it: config, then ready (or error), then the share setters.
const wx = vi.hoisted(() => {
  const state = { fail: false };
  const readyFns: (() => void)[] = [];
  const errorFns: ((e: { errMsg: string }) => void)[] = [];
  return {
    state,
    config: vi.fn(() => {
      queueMicrotask(() => {
        if (state.fail)
          errorFns.splice(0).forEach((fn) => fn({ errMsg: 'config:invalid signature' }));
        else readyFns.splice(0).forEach((fn) => fn());
      });
    }),
    ready: vi.fn((fn: () => void) => void readyFns.push(fn)),
    error: vi.fn((fn: (e: { errMsg: string }) => void) => void errorFns.push(fn)),
    updateAppMessageShareData: vi.fn(),
    updateTimelineShareData: vi.fn(),
  };
});
vi.mock('weixin-js-sdk', () => ({ default: wx }));

const weChatUa =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile MicroMessenger/8.0.47';
const signature: WeChatConfig = {
  appId: 'wx-app',
  timestamp: 1700000000,
  nonceStr: 'abc',
  signature: 'f'.repeat(40),
};

let page = 0;
/** Each case on its own address, so the per-address configuration starts afresh. */
const visit = (hash = '') => {
  page += 1;
  window.history.pushState(null, '', `/robot-detail/r-${page}?from=test${hash}`);
  return `${window.location.origin}/robot-detail/r-${page}?from=test`;
};

const setShare = (share: ((data: ShareData) => Promise<void>) | undefined) =>
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });

const openMenu = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: /Share/ }));
  return screen.findByText('Copy link');
};

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  wx.state.fail = false;
});

afterEach(() => {
  setShare(undefined);
  Reflect.deleteProperty(document, 'execCommand');
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('ShareActions', () => {
  it('copies the current address without its fragment and says so', async () => {
    const user = userEvent.setup();
    const url = visit('#top');
    renderWithProviders(<ShareActions title="Travel Planner" />);
    await user.click(await openMenu(user));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(url);
  });

  it('copies the given address made absolute', async () => {
    const user = userEvent.setup();
    visit();
    renderWithProviders(<ShareActions title="T" url="/robot-detail/xyz" />);
    await user.click(await openMenu(user));
    await screen.findByText('Link copied');
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/robot-detail/xyz`);
  });

  it('shows the link to copy by hand when no way of copying works', async () => {
    const user = userEvent.setup();
    const url = visit();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    // jsdom has no execCommand: the old way of copying, refused.
    const execCommand = vi.fn(() => false);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    renderWithProviders(<ShareActions title="T" />);
    await user.click(await openMenu(user));
    expect(await screen.findByText(`Copy this link to share: ${url}`)).toBeInTheDocument();
    expect(execCommand).toHaveBeenCalledWith('copy');
  });

  it('offers the system share sheet only where the browser has one', async () => {
    const user = userEvent.setup();
    const url = visit();
    const share = vi.fn(() => Promise.resolve());
    setShare(share);
    const { unmount } = renderWithProviders(
      <ShareActions title="Travel Planner" text="Plans trips" />,
    );
    await openMenu(user);
    await user.click(screen.getByText('Share…'));
    expect(share).toHaveBeenCalledWith({ title: 'Travel Planner', text: 'Plans trips', url });
    unmount();

    setShare(undefined);
    renderWithProviders(<ShareActions title="Travel Planner" />);
    await openMenu(user);
    expect(screen.queryByText('Share…')).not.toBeInTheDocument();
  });

  it('falls back to copying when the share sheet fails, and stays quiet when it is closed', async () => {
    const user = userEvent.setup();
    visit();
    const share = vi
      .fn<(d: ShareData) => Promise<void>>()
      .mockRejectedValueOnce(new DOMException('closed', 'AbortError'))
      .mockRejectedValueOnce(new DOMException('nope', 'NotAllowedError'));
    setShare(share);
    renderWithProviders(<ShareActions title="T" />);
    await openMenu(user);
    await user.click(screen.getByText('Share…'));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
    await openMenu(user);
    await user.click(screen.getByText('Share…'));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it('outside WeChat never asks for the WeChat signature', async () => {
    const user = userEvent.setup();
    visit();
    server.use(handle(socialApi.weChatConfig, () => signature));
    renderWithProviders(<ShareActions title="T" />);
    await openMenu(user);
    expect(screen.queryByText(/top right/)).not.toBeInTheDocument();
    expect(apiCalls()).toHaveLength(0);
    expect(wx.config).not.toHaveBeenCalled();
  });

  it('inside WeChat signs the page address and sets what WeChat shares', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(weChatUa);
    const user = userEvent.setup();
    const url = visit('#section');
    server.use(handle(socialApi.weChatConfig, () => signature));
    renderWithProviders(
      <ShareActions title="Travel Planner" text="Plans trips" imageUrl="/files/p.png" />,
    );
    await waitFor(() => expect(wx.updateTimelineShareData).toHaveBeenCalled());
    expect(apiCalls().map((c) => c.url)).toEqual([
      `${socialApi.weChatConfig.path}?url=${encodeURIComponent(url)}`,
    ]);
    expect(wx.config).toHaveBeenCalledWith({
      ...signature,
      jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
    });
    const imgUrl = `${window.location.origin}/files/p.png`;
    expect(wx.updateAppMessageShareData).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Travel Planner', desc: 'Plans trips', link: url, imgUrl }),
    );
    expect(wx.updateTimelineShareData).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Travel Planner', link: url, imgUrl }),
    );
    await openMenu(user);
    expect(screen.getByText(/top right/)).toBeInTheDocument();
  });

  it('inside WeChat a signature failure is silent and the link can still be copied', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(weChatUa);
    const user = userEvent.setup();
    const url = visit();
    server.use(handle(socialApi.weChatConfig, () => refuse(ErrorKey.wechatTokenFailure)));
    renderWithProviders(<ShareActions title="T" />);
    await waitFor(() => expect(apiCalls()).toHaveLength(1));
    await user.click(await openMenu(user));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(screen.queryByText(/10503/)).not.toBeInTheDocument();
    expect(wx.config).not.toHaveBeenCalled();
    expect(await navigator.clipboard.readText()).toBe(url);
  });

  it('inside WeChat an SDK refusal is silent and nothing is set', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(weChatUa);
    wx.state.fail = true;
    visit();
    server.use(handle(socialApi.weChatConfig, () => signature));
    renderWithProviders(<ShareActions title="T" />);
    await waitFor(() => expect(wx.config).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(wx.updateAppMessageShareData).not.toHaveBeenCalled();
    expect(screen.queryByText(/invalid signature/)).not.toBeInTheDocument();
  });
});
