import type { FormInstance } from 'antd';
import { translateKey } from '../i18n/translate-key.ts';
import { isApiError } from './api-error.ts';

/**
 * Puts the server's 10400 field reasons beside the matching inputs. Returns whether any field was
 * marked, so the caller knows the failure is already explained on screen.
 */
export function applyFieldErrors(form: FormInstance, error: unknown): boolean {
  if (!isApiError(error) || !error.fields) return false;
  const entries = Object.entries(error.fields);
  form.setFields(entries.map(([name, reason]) => ({ name, errors: [translateKey(reason)] })));
  return entries.length > 0;
}
