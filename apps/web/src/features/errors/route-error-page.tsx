import { ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ForbiddenIllustration } from '../../components/illustrations/forbidden-illustration.tsx';
import { StatusPage } from '../../components/status-page.tsx';

/** A page that threw while rendering: an apology and a reload, never a blank screen. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  return (
    <StatusPage
      illustration={<ForbiddenIllustration size={240} />}
      title={t('errorPage.crashTitle')}
      description={t('errorPage.crashText')}
      actions={
        <Button
          type="primary"
          size="large"
          icon={<ReloadOutlined />}
          onClick={() => window.location.reload()}
        >
          {t('errorPage.reload')}
        </Button>
      }
    />
  );
}
