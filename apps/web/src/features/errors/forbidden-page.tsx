import { HomeOutlined, LoginOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ForbiddenIllustration } from '../../components/illustrations/forbidden-illustration.tsx';
import { StatusPage } from '../../components/status-page.tsx';
import { paths } from '../../lib/paths.ts';

export function ForbiddenPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StatusPage
      illustration={<ForbiddenIllustration size={280} />}
      title={t('errorPage.forbiddenTitle')}
      description={t('errorPage.forbiddenText')}
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
          <Button size="large" icon={<LoginOutlined />} onClick={() => void navigate(paths.login)}>
            {t('errorPage.login')}
          </Button>
        </>
      }
    />
  );
}
