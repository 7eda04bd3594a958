import { randomBytes } from 'node:crypto';
import type { WeChatConfig } from '@robot/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { CredentialCache } from './credential-cache.ts';
import { WeChatApiError, type Credential, type WeChatClient } from './wechat-client.ts';
import { signWeChatPage } from './wechat-signature.ts';

const CLAIM_POLL_MS = 50;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** WeChat's answers to a ticket request made with a token it no longer accepts. */
const STALE_TOKEN_CODES = new Set([40001, 40014, 42001]);

export interface SocialServiceDeps {
  /** absent when WECHAT_APP_ID or WECHAT_APP_SECRET is not set */
  weChat?: { appId: string; client: WeChatClient };
  cache: CredentialCache;
  /** a credential is dropped this long before WeChat says it expires */
  marginSeconds: number;
  /** one call to WeChat at most (the other instances wait about two for the one fetching) */
  timeoutMs: number;
  /** PUBLIC_URL, when set: the only origin whose pages are signed */
  publicUrl?: string | undefined;
  log: FastifyBaseLogger;
  now?: () => number;
  nonce?: () => string;
}

export interface SocialService {
  /** `requestOrigin`: this request's own origin, the site's origin when PUBLIC_URL is not set */
  /** `log`: the request's logger (its lines carry the request id); default: the module's */
  weChatConfig(
    url: string,
    requestOrigin: string,
    log?: Pick<FastifyBaseLogger, 'warn'>,
  ): Promise<WeChatConfig>;
}

/** The page address to sign: on the site's origin, http(s), without its #fragment (else 10400). */
function pageToSign(raw: string, site: string): string {
  const page = raw.split('#')[0] ?? raw;
  let parsed: URL;
  let siteOrigin: string;
  try {
    parsed = new URL(page);
    siteOrigin = new URL(site).origin;
  } catch {
    throw AppError.invalidFields({ url: 'validation.invalidFormat' });
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw AppError.invalidFields({ url: 'validation.invalidFormat' });
  }
  if (parsed.origin !== siteOrigin)
    throw AppError.invalidFields({ url: 'validation.invalidValue' });
  return page;
}

export function createSocialService(deps: SocialServiceDeps): SocialService {
  const now = deps.now ?? Date.now;
  const nonce = deps.nonce ?? (() => randomBytes(8).toString('hex'));
  let inFlight: Promise<string> | undefined;

  const keep = async (key: string, credential: Credential) => {
    const ttl = Math.floor(credential.expiresIn - deps.marginSeconds);
    if (ttl > 0) await deps.cache.set(key, credential.value, ttl);
  };

  /**
   * Waits while another instance holds the claim (it stores its ticket, or drops the claim when it
   * fails). Answers that ticket, or undefined once this caller holds the claim or waited long enough.
   */
  async function claimOrWait(prefix: string, claimMs: number): Promise<string | undefined> {
    const deadline = now() + claimMs;
    while (!(await deps.cache.claim(`${prefix}lock`, claimMs))) {
      await sleep(CLAIM_POLL_MS);
      const fetched = await deps.cache.get(`${prefix}ticket`);
      if (fetched) return fetched;
      if (now() >= deadline) return undefined;
    }
    return undefined;
  }

  async function fetchTicket(weChat: NonNullable<SocialServiceDeps['weChat']>): Promise<string> {
    const prefix = `rs:wechat:${weChat.appId}:`;
    // Another request (or instance) may have stored one while this one waited for the cache.
    const stored = await deps.cache.get(`${prefix}ticket`);
    if (stored) return stored;
    // Two WeChat calls at most, and a little more.
    const fetched = await claimOrWait(prefix, 2 * deps.timeoutMs + 1000);
    if (fetched) return fetched;
    try {
      let token = await deps.cache.get(`${prefix}token`);
      if (!token) {
        const fresh = await weChat.client.accessToken();
        await keep(`${prefix}token`, fresh);
        token = fresh.value;
      }
      const ticket = await weChat.client.jsapiTicket(token);
      await keep(`${prefix}ticket`, ticket);
      return ticket.value;
    } catch (err) {
      if (err instanceof WeChatApiError && typeof err.errcode === 'number') {
        if (STALE_TOKEN_CODES.has(err.errcode)) await deps.cache.delete(`${prefix}token`);
      }
      throw err;
    } finally {
      await deps.cache.delete(`${prefix}lock`);
    }
  }

  /** The jsapi ticket, from the cache or from WeChat; one fetch at a time however many ask. */
  async function jsapiTicket(weChat: NonNullable<SocialServiceDeps['weChat']>): Promise<string> {
    const cached = await deps.cache.get(`rs:wechat:${weChat.appId}:ticket`);
    if (cached) return cached;
    inFlight ??= fetchTicket(weChat).finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  }

  return {
    async weChatConfig(url, requestOrigin, log = deps.log) {
      const page = pageToSign(url, deps.publicUrl ?? requestOrigin);
      const weChat = deps.weChat;
      if (!weChat) throw new AppError('errors.wechatTokenFailure');
      let ticket: string;
      try {
        ticket = await jsapiTicket(weChat);
      } catch (err) {
        if (!(err instanceof WeChatApiError)) throw err;
        log.warn(
          { step: err.step, errcode: err.errcode, errmsg: err.errmsg },
          'wechat credential fetch failed',
        );
        throw new AppError('errors.wechatTokenFailure');
      }
      const timestamp = Math.floor(now() / 1000);
      const nonceStr = nonce();
      const { signature } = signWeChatPage({ ticket, nonceStr, timestamp, url: page });
      return { appId: weChat.appId, timestamp, nonceStr, signature };
    },
  };
}
