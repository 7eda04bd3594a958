import { GlobalOutlined, LockOutlined } from '@ant-design/icons';
import { RobotVisibility } from '@robot/contracts/client';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Public or private; any value other than 1 counts as private (spec section 3). */
export const isPrivateRobot = (visibility: number): boolean =>
  visibility !== RobotVisibility.public;

export function VisibilityBadge({ visibility }: { visibility: number }) {
  const { t } = useTranslation('robots');
  const priv = isPrivateRobot(visibility);
  return (
    <Tag
      color={priv ? 'warning' : 'success'}
      icon={priv ? <LockOutlined /> : <GlobalOutlined />}
      // A shade darker (lighter in dark mode) than the status colour: readable at >= 4.5:1.
      style={{
        marginInlineEnd: 0,
        flex: 'none',
        color: priv ? 'var(--ant-orange-8)' : 'var(--ant-green-8)',
      }}
    >
      {priv ? t('visibility.private') : t('visibility.public')}
    </Tag>
  );
}
