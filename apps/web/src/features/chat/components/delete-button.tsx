import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { Icon } from '../../../components/plain/icon.tsx';
import { plainButtonClass } from '../../../components/plain/plain-button.tsx';

/**
 * A history row's delete button: antd's small text button with the bin. A button of its own (not
 * PlainButton) for the `ref` that the confirmation's popup places itself by and the focus is kept with.
 */
export function DeleteButton({
  ref,
  label,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement>; label: string }) {
  return (
    <button
      ref={ref}
      type="button"
      className={plainButtonClass({ size: 'small' }, false)}
      aria-label={label}
      {...rest}
    >
      <Icon icon={DeleteOutlined} />
    </button>
  );
}
