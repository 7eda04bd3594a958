import { createHash } from 'node:crypto';

export interface SignatureInput {
  ticket: string;
  nonceStr: string;
  timestamp: number;
  /** the page address as the browser has it, without its #fragment */
  url: string;
}

/**
 * WeChat JS-SDK, appendix 1: the four fields sorted by name in ASCII order, joined as `k=v` with `&`,
 * values as they are (no URL encoding), then SHA-1 in lower-case hex.
 */
export function signWeChatPage(input: SignatureInput): { stringToSign: string; signature: string } {
  const stringToSign =
    `jsapi_ticket=${input.ticket}&noncestr=${input.nonceStr}` +
    `&timestamp=${input.timestamp}&url=${input.url}`;
  return { stringToSign, signature: createHash('sha1').update(stringToSign).digest('hex') };
}
