import { socialApi } from '@robot/contracts/client';
import { useEffect } from 'react';
import type wxSdk from 'weixin-js-sdk';
import { apiCall } from '../../lib/api/index.ts';
import { isWeChatBrowser, weChatSignedUrl } from './wechat-browser.ts';

type WeChatSdk = typeof wxSdk;

export interface WeChatShareData {
  title: string;
  desc: string;
  /** the image WeChat shows beside the link (made absolute here) */
  imageUrl?: string | undefined;
  /** the shared address; by default the current page without its #fragment */
  link?: string | undefined;
}

/** One `wx.config` per signed address: configured once, then reused by every page on it. */
const configured = new Map<string, Promise<WeChatSdk>>();

function configure(signedUrl: string): Promise<WeChatSdk> {
  let ready = configured.get(signedUrl);
  if (!ready) {
    ready = (async () => {
      // Both only inside WeChat: the signature first (cheap), then the SDK in its own chunk.
      const config = await apiCall(socialApi.weChatConfig, {
        query: { url: signedUrl },
        silent: true,
      });
      const wx = (await import('weixin-js-sdk')).default;
      await new Promise<void>((resolve, reject) => {
        wx.config({
          ...config,
          jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
        });
        wx.ready(resolve);
        wx.error((err) => reject(new Error(err.errMsg)));
      });
      return wx;
    })();
    // A failure is not remembered: the next page (or a later visit) asks again.
    ready.catch(() => configured.delete(signedUrl));
    configured.set(signedUrl, ready);
  }
  return ready;
}

const absolute = (url: string) => new URL(url, window.location.origin).toString();

/**
 * Inside WeChat's browser, sets what a share from WeChat's own menu shows (title, description, image)
 * through the JS-SDK. Elsewhere it does nothing and loads nothing. Failures stay silent: the page's own
 * share actions still work.
 */
export function useWeChatShare({ title, desc, imageUrl, link }: WeChatShareData): void {
  useEffect(() => {
    if (!isWeChatBrowser()) return;
    let current = true;
    const shared = {
      title,
      desc,
      link: absolute(link ?? window.location.href.split('#')[0] ?? window.location.href),
      imgUrl: imageUrl ? absolute(imageUrl) : '',
    };
    configure(weChatSignedUrl()).then(
      (wx) => {
        if (!current) return;
        wx.updateAppMessageShareData({ ...shared, success: () => undefined });
        wx.updateTimelineShareData({
          title: shared.title,
          link: shared.link,
          imgUrl: shared.imgUrl,
          success: () => undefined,
        });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [title, desc, imageUrl, link]);
}
