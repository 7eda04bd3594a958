import HomeOutlined from '@ant-design/icons-svg/es/asn/HomeOutlined';
import RobotFilled from '@ant-design/icons-svg/es/asn/RobotFilled';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Icon } from '../../components/plain/icon.tsx';
import { PlainButton } from '../../components/plain/plain-button.tsx';
import { paths } from '../../lib/paths.ts';
import { HeaderActions } from './header-actions.tsx';
import { HeaderShell } from './header-shell.tsx';
import './header.css';

/** The assistant route: the assistant's icon and name instead of the brand logo. */
export function AssistantHeader() {
  const { t } = useTranslation('nav');
  const navigate = useNavigate();
  return (
    <HeaderShell>
      <PlainButton
        shape="circle"
        icon={<Icon icon={HomeOutlined} />}
        aria-label={t('home')}
        title={t('home')}
        onClick={() => void navigate(paths.home)}
      />
      <span className="rs-assistant-avatar" aria-hidden="true">
        <Icon icon={RobotFilled} />
      </span>
      <span className="rs-header-title">{t('assistant')}</span>
      <HeaderActions />
    </HeaderShell>
  );
}
