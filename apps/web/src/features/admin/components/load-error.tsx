import { ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { StateBox } from '../../../components/state-box.tsx';
import { errorReason } from '../../../lib/api/index.ts';

/** A section's data did not load: why (translated), and a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <StateBox
      role="alert"
      title={t('loadError')}
      text={errorReason(error)}
      actions={
        <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    />
  );
}
