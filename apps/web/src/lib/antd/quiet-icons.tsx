import {
  CheckCircleFilled,
  CloseCircleFilled,
  CloseOutlined,
  DownOutlined,
  EllipsisOutlined,
  ExclamationCircleFilled,
  InfoCircleFilled,
  LoadingOutlined,
} from '@ant-design/icons';
import type { ConfigProviderProps } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** antd's status icons (alerts, confirmations, toasts), decorative: the text beside says it all. */
export const statusIcons: Record<'success' | 'info' | 'warning' | 'error', ReactNode> = {
  success: <CheckCircleFilled aria-hidden />,
  info: <InfoCircleFilled aria-hidden />,
  warning: <ExclamationCircleFilled aria-hidden />,
  error: <CloseCircleFilled aria-hidden />,
};

/**
 * antd draws its own icons inside its components (a select's arrow, a confirmation's mark, a loading
 * button's spinner), each a `<span role="img" aria-label="down">`: its English name, read out on a
 * Chinese page. Where antd's ConfigProvider takes an icon for every component of a kind, ours are
 * given here: decorative ones hidden, the one that names a control (a tab list's "more" button) in
 * the page's language. What it does not take is in the components' own props (components/pagination.tsx,
 * app/feedback-host.tsx's toasts, `useAllowClear`, a Popconfirm's or Result's `icon={statusIcons...}`),
 * or in a wrapper (components/input-number.tsx: the step arrows' names).
 */
export function quietIconConfig(
  t: TFunction<'common'>,
): Pick<ConfigProviderProps, 'select' | 'modal' | 'alert' | 'button' | 'tabs'> {
  return {
    select: {
      suffixIcon: <DownOutlined aria-hidden />,
      loadingIcon: <LoadingOutlined aria-hidden />,
      clearIcon: <CloseCircleFilled aria-hidden />,
      removeIcon: <CloseOutlined aria-hidden />,
    },
    modal: {
      successIcon: statusIcons.success,
      infoIcon: statusIcons.info,
      warningIcon: statusIcons.warning,
      errorIcon: statusIcons.error,
    },
    alert: {
      successIcon: statusIcons.success,
      infoIcon: statusIcons.info,
      warningIcon: statusIcons.warning,
      errorIcon: statusIcons.error,
    },
    // the button's text (or aria-label) names it; aria-busy is antd's
    button: { loadingIcon: <LoadingOutlined aria-hidden /> },
    // the button holding it has no other name
    tabs: { moreIcon: <EllipsisOutlined aria-label={t('antd.moreTabs')} /> },
  };
}

/**
 * `allowClear` of antd's Select and Input with its clear button named in the page's language: antd
 * names a select's 'Clear', and an input's by its icon ("close-circle"). (Not in ConfigProvider: its
 * `allowClear` would make every select and input clearable.)
 */
export function useAllowClear() {
  const { t } = useTranslation('common');
  return useMemo(() => {
    const label = t('antd.clear');
    return {
      select: { clearIcon: <CloseCircleFilled aria-hidden />, label },
      input: { clearIcon: <CloseCircleFilled aria-label={label} /> },
    };
  }, [t]);
}
