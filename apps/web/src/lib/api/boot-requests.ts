/** An API read the inline boot script asked while the app's code downloaded (build/app-shell-boot.ts). */
interface BootRequest {
  lang: string;
  /** the Authorization header it was sent with, or '' */
  auth: string;
  /** when it was asked (Date.now()) */
  at: number;
  answer: Promise<Response>;
}

declare global {
  interface Window {
    __rsBoot?: Record<string, BootRequest>;
  }
}

/** An answer older than this is not handed out: the page has long been drawn by then. */
export const BOOT_ANSWER_MAX_AGE_MS = 20_000;

/**
 * The boot script's answer for `url`, when it asked with these very headers (language and token):
 * handed out once, to the app's first call of that URL in the first seconds of the visit; else
 * undefined, and the caller fetches as usual.
 */
export function takeBootAnswer(
  url: string,
  headers: Record<string, string>,
): Promise<Response> | undefined {
  const asked = window.__rsBoot?.[url];
  if (!asked) return undefined;
  delete window.__rsBoot![url];
  const fresh = Date.now() - asked.at <= BOOT_ANSWER_MAX_AGE_MS;
  const same =
    asked.lang === headers['Accept-Language'] && asked.auth === (headers.Authorization ?? '');
  return fresh && same ? asked.answer : undefined;
}
