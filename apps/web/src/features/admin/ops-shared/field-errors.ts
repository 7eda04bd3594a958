import type { FormInstance } from 'antd';
import type { ApiError } from '../../../lib/api/index.ts';
import { translateKey } from '../../../lib/i18n/translate-key.ts';

/**
 * The `inline` feedback of a form whose body nests its fields (`provider.name`, `model.id`): the
 * server's 10400 reasons go beside the inputs named by the last path segment (or `rename`), when the
 * form has such an input; anything else falls back to the transport's toast.
 */
export const nestedFieldErrorsIn =
  (form: FormInstance, fields: readonly string[], rename: Record<string, string> = {}) =>
  (error: ApiError): boolean => {
    const entries = Object.entries(error.fields ?? {})
      .map(([path, reason]) => {
        const last = path.split('.').pop() ?? path;
        return [rename[last] ?? last, reason] as const;
      })
      .filter(([name]) => fields.includes(name));
    if (entries.length === 0) return false;
    form.setFields(entries.map(([name, reason]) => ({ name, errors: [translateKey(reason)] })));
    return true;
  };
