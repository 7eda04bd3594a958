import { describe, expect, it } from 'vitest';
import { signWeChatPage } from './wechat-signature.ts';

describe('signWeChatPage', () => {
  it("matches the example of WeChat's JS-SDK documentation (appendix 1)", () => {
    const { stringToSign, signature } = signWeChatPage({
      ticket:
        'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
      nonceStr: 'Wm3WZYTPz0wzccnW',
      timestamp: 1414587457,
      url: 'http://mp.weixin.qq.com?params=value',
    });
    expect(stringToSign).toBe(
      'jsapi_ticket=sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg' +
        '&noncestr=Wm3WZYTPz0wzccnW&timestamp=1414587457&url=http://mp.weixin.qq.com?params=value',
    );
    expect(signature).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });

  it('signs a page with a query as it is, unencoded (vector computed with sha1sum)', () => {
    const { stringToSign, signature } = signWeChatPage({
      ticket: 'kgt8ON7yVITDhtdwci0qeZ0Kz5H-ffOU-TEST',
      nonceStr: 'a1b2c3d4e5f60718',
      timestamp: 1763900000,
      url: 'https://robots.example/ai-tool-detail/0b7c?from=singlemessage&isappinstalled=0',
    });
    expect(stringToSign).toBe(
      'jsapi_ticket=kgt8ON7yVITDhtdwci0qeZ0Kz5H-ffOU-TEST&noncestr=a1b2c3d4e5f60718' +
        '&timestamp=1763900000&url=https://robots.example/ai-tool-detail/0b7c?from=singlemessage&isappinstalled=0',
    );
    expect(signature).toBe('d82bb2565d870fdf602938dd8cb92898ee9d9f10');
  });
});
