import HomeOutlined from '@ant-design/icons-svg/es/asn/HomeOutlined';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { NotFoundIllustration } from '../../components/illustrations/not-found-illustration.tsx';
import { Icon } from '../../components/plain/icon.tsx';
import { PlainButton } from '../../components/plain/plain-button.tsx';
import { StatusPage } from '../../components/status-page.tsx';
import { paths } from '../../lib/paths.ts';
import { cameFromApp } from '../../lib/use-go-back.ts';
import type { NotFoundState } from './to-not-found.tsx';

/**
 * An address the app has no page for. "Go back" only when the visitor came from one of our pages:
 * opened directly, back would leave the site (or do nothing in a new tab).
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const redirected = location.state as Partial<NotFoundState> | null;
  const canGoBack = redirected?.cameFromApp ?? cameFromApp(location);
  return (
    <StatusPage
      illustration={<NotFoundIllustration size={280} />}
      title={t('errorPage.notFoundTitle')}
      description={t('errorPage.notFoundText')}
      actions={
        <>
          <PlainButton
            variant="primary"
            size="large"
            icon={<Icon icon={HomeOutlined} />}
            onClick={() => void navigate(paths.home)}
          >
            {t('actions.backHome')}
          </PlainButton>
          {canGoBack ? (
            <PlainButton variant="default" size="large" onClick={() => void navigate(-1)}>
              {t('actions.goBack')}
            </PlainButton>
          ) : null}
        </>
      }
    />
  );
}
