import type { FormInstance } from 'antd';
import { translateKey } from '../i18n/translate-key.ts';
import { isApiError, type ApiError } from './api-error.ts';

/** What the field reasons are put into: antd's FormInstance, or lib/forms' usePlainForm. */
export type FieldErrorTarget =
  | Pick<FormInstance, 'setFields'>
  | { setFields: (fields: { name: string; errors: string[] }[]) => void };

/**
 * Puts the server's 10400 field reasons beside the matching inputs. Returns whether any field was
 * marked, so the caller knows the failure is already explained on screen.
 */
export function applyFieldErrors(form: FieldErrorTarget, error: unknown): boolean {
  if (!isApiError(error) || !error.fields) return false;
  const entries = Object.entries(error.fields);
  form.setFields(entries.map(([name, reason]) => ({ name, errors: [translateKey(reason)] })));
  return entries.length > 0;
}

/**
 * The `inline` feedback of a form's call: field reasons go beside the inputs (and `then` runs, e.g. a
 * 'check your input' hint) instead of the error toast; any other failure gets the transport's toast.
 */
export const fieldErrorsIn =
  (form: FieldErrorTarget, then?: () => void) =>
  (error: ApiError): boolean => {
    if (!applyFieldErrors(form, error)) return false;
    then?.();
    return true;
  };
