import { ErrorCode } from '@robot/contracts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { errorToastText } from '../../../lib/api/client.ts';
import { UiTiming } from '../../../lib/ui-timing.ts';
import { showLoginExpiredDialog } from '../../../lib/api/login-expired.ts';
import { feedback } from '../../../lib/feedback.ts';
import { translateKey } from '../../../lib/i18n/translate-key.ts';

/**
 * For calls made `silent` so the caller could first try to explain a failure in place (field errors,
 * an upload's own status line): the same feedback the API client would have given otherwise.
 */
export function reportApiError(error: unknown): void {
  if (!isApiError(error)) return;
  if (error.code === ErrorCode.invalidToken) {
    showLoginExpiredDialog();
    return;
  }
  void feedback.message.error(errorToastText(error), UiTiming.errorToastSeconds);
}

/** A failure as one translated sentence (a field reason first, when the server named one). */
export function errorReason(error: unknown): string {
  if (!isApiError(error)) return error instanceof Error ? error.message : String(error);
  const field = error.fields ? Object.values(error.fields)[0] : undefined;
  return translateKey(field ?? error.msg);
}
