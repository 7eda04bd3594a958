import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { FieldReason } from './errors.ts';

/** The page whose address WeChat's JS-SDK signs: an absolute address on this site's origin. */
export const weChatConfigQuery = z.object({
  url: z.string(FieldReason.required).min(1, FieldReason.required).max(2048, FieldReason.tooLong),
});
export type WeChatConfigQuery = z.input<typeof weChatConfigQuery>;

/** What `wx.config` needs (WeChat JS-SDK, appendix 1: the signature algorithm). */
export const weChatConfig = z.object({
  appId: z.string(),
  timestamp: z.number().int(),
  nonceStr: z.string(),
  signature: z.string(),
});
export type WeChatConfig = z.infer<typeof weChatConfig>;

export const socialApi = {
  weChatConfig: endpoint({
    method: 'GET',
    path: '/api/social/wechat/getWeChatConfig',
    query: weChatConfigQuery,
    data: weChatConfig,
  }),
};
