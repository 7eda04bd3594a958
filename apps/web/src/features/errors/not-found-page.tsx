import { HomeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NotFoundIllustration } from '../../components/illustrations/not-found-illustration.tsx';
import { StatusPage } from '../../components/status-page.tsx';
import { paths } from '../../lib/paths.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StatusPage
      illustration={<NotFoundIllustration size={280} />}
      title={t('errorPage.notFoundTitle')}
      description={t('errorPage.notFoundText')}
      actions={
        <>
          <Button
            type="primary"
            size="large"
            icon={<HomeOutlined />}
            onClick={() => void navigate(paths.home)}
          >
            {t('actions.backHome')}
          </Button>
          <Button size="large" onClick={() => void navigate(-1)}>
            {t('actions.goBack')}
          </Button>
        </>
      }
    />
  );
}
