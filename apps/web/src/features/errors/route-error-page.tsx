import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ForbiddenIllustration } from '../../components/illustrations/forbidden-illustration.tsx';
import { RetryButton } from '../../components/retry-button.tsx';
import { StatusPage } from '../../components/status-page.tsx';

/**
 * A page that threw while rendering: an apology and a reload, never a blank screen. Bundled with
 * the shell, without antd (decision 033): it must show even when a page's chunk, or antd's, failed.
 */
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
        <RetryButton onClick={() => window.location.reload()}>{t('errorPage.reload')}</RetryButton>
      }
    />
  );
}
