import GlobalOutlined from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import { RobotVisibility } from '@robot/contracts/client';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/plain/icon.tsx';
import './visibility-badge.css';

/** Public or private; any value other than 1 counts as private (spec section 3). */
export const isPrivateRobot = (visibility: number): boolean =>
  visibility !== RobotVisibility.public;

/**
 * A small tag with antd's look (a success or warning Tag with an icon), without antd: the robots
 * feature's public surface, which the app shell and the home page import, loads none (decision
 * 033).
 */
export function VisibilityBadge({ visibility }: { visibility: number }) {
  const { t } = useTranslation('robots');
  const priv = isPrivateRobot(visibility);
  return (
    <span className={`rs-visibility-badge rs-visibility-badge--${priv ? 'private' : 'public'}`}>
      <Icon icon={priv ? LockOutlined : GlobalOutlined} />
      <span>{priv ? t('visibility.private') : t('visibility.public')}</span>
    </span>
  );
}
