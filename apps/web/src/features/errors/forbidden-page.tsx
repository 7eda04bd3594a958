import HomeOutlined from '@ant-design/icons-svg/es/asn/HomeOutlined';
import LoginOutlined from '@ant-design/icons-svg/es/asn/LoginOutlined';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ForbiddenIllustration } from '../../components/illustrations/forbidden-illustration.tsx';
import { Icon } from '../../components/plain/icon.tsx';
import { PlainButton } from '../../components/plain/plain-button.tsx';
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
          <PlainButton
            variant="primary"
            size="large"
            icon={<Icon icon={HomeOutlined} />}
            onClick={() => void navigate(paths.home)}
          >
            {t('actions.backHome')}
          </PlainButton>
          <PlainButton
            variant="default"
            size="large"
            icon={<Icon icon={LoginOutlined} />}
            onClick={() => void navigate(paths.login)}
          >
            {t('errorPage.login')}
          </PlainButton>
        </>
      }
    />
  );
}
