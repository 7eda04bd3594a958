import { ErrorCode, userApi } from '@robot/contracts/client';
import { UiTiming } from '../ui-timing.ts';
import i18n from '../i18n/i18n.ts';
import { translateKey } from '../i18n/translate-key.ts';
import { feedback } from '../feedback.ts';
import { isApiError, type ApiError } from './api-error.ts';
import { showLoginExpiredDialog } from './login-expired.ts';

/**
 * How a call's failure reaches the user. By default the transport decides (product spec, section 8):
 * a toast with the code and the translated message, the 'login expired' dialog for 10401, and for a
 * network failure or a non-JSON answer a throttled toast plus an error report.
 */
export interface FeedbackOptions {
  /** The caller handles every failure itself: no toast, no dialog (transport failures are still reported). */
  silent?: boolean;
  /**
   * Shows a failure in place (beside form fields, in a status line) and answers whether it did; when
   * it did, the transport adds no toast. A 10401 still opens the 'login expired' dialog first.
   */
  inline?: (error: ApiError) => boolean;
}

/** Calls whose 10401 means wrong input or an already-dead session, never 'login expired'. */
const sessionCalls = new Set<string>([
  userApi.login.path,
  userApi.smsLogin.path,
  userApi.logout.path,
  userApi.register.path,
]);

/** Toast text: the code, the translated message, then the translated result. */
export const errorToastText = (error: ApiError): string =>
  `${error.code} · ${translateKey(error.msg)} · ${i18n.t('common:result.failed')}`;

/** A failure as one translated sentence (a field reason first, when the server named one). */
export function errorReason(error: unknown): string {
  if (!isApiError(error)) return error instanceof Error ? error.message : String(error);
  const field = error.fields ? Object.values(error.fields)[0] : undefined;
  return translateKey(field ?? error.msg);
}

/** The one place that decides the feedback for a refusal (an envelope with an error code). */
export function showRefusal(error: ApiError, path: string, options: FeedbackOptions): void {
  if (options.silent) return;
  if (error.code === ErrorCode.invalidToken && !sessionCalls.has(path)) {
    showLoginExpiredDialog();
    return;
  }
  if (options.inline?.(error)) return;
  void feedback.message.error(errorToastText(error), UiTiming.errorToastSeconds);
}

/** Whether a transport failure still needs the generic network toast (the caller did not explain it). */
export const needsTransportToast = (error: ApiError, options: FeedbackOptions): boolean =>
  !options.silent && options.inline?.(error) !== true;
