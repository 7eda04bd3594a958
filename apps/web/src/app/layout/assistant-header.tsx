import { HomeOutlined, RobotFilled } from '@ant-design/icons';
import { Avatar, Button, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { HeaderActions } from './header-actions.tsx';
import { HeaderShell } from './header-shell.tsx';

/** The assistant route: the assistant's icon and name instead of the brand logo. */
export function AssistantHeader() {
  const { t } = useTranslation('nav');
  const { token } = theme.useToken();
  const navigate = useNavigate();
  return (
    <HeaderShell>
      <Button
        type="text"
        shape="circle"
        icon={<HomeOutlined />}
        aria-label={t('home')}
        title={t('home')}
        onClick={() => void navigate(paths.home)}
      />
      <Avatar
        size={34}
        icon={<RobotFilled />}
        style={{ background: token.colorPrimary, flex: 'none' }}
        aria-hidden
      />
      <Typography.Text strong style={{ fontSize: 17, whiteSpace: 'nowrap' }}>
        {t('assistant')}
      </Typography.Text>
      <HeaderActions />
    </HeaderShell>
  );
}
