import type { FormInstance } from 'antd';
import type { ApiError } from '../../../lib/api/index.ts';
import { translateKey } from '../../../lib/i18n/translate-key.ts';

/**
 * The `inline` feedback of an admin form: the server's field reasons (e.g. `limits.dailyAsks`, with
 * `prefix` 'limits.') go beside the form's own fields; when none of them is on this form the
 * transport's toast explains the failure instead, so nothing is swallowed.
 */
export const formFieldErrors =
  (form: FormInstance, names: readonly string[], prefix = '') =>
  (error: ApiError): boolean => {
    const marked = Object.entries(error.fields ?? {})
      .map(([field, reason]) => {
        const rest = field.startsWith(prefix) ? field.slice(prefix.length) : field;
        // `timeSlots.0.start` is the field ['timeSlots', 0, 'start'] of a form list.
        const name = rest.split('.').map((seg) => (/^\d+$/.test(seg) ? Number(seg) : seg));
        return { name, reason };
      })
      .filter(({ name }) => names.includes(String(name[0])));
    form.setFields(marked.map(({ name, reason }) => ({ name, errors: [translateKey(reason)] })));
    return marked.length > 0;
  };
