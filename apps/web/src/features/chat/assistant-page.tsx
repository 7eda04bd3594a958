import { RobotFilled } from '@ant-design/icons';
import { Avatar, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChatScreen } from './components/chat-screen.tsx';

/** /assistant: the same chat with the general assistant (no robot). */
export function AssistantPage() {
  const { t } = useTranslation('chat');
  const { token } = theme.useToken();
  const avatar = (size: number) => (
    <Avatar
      size={size}
      icon={<RobotFilled />}
      style={{ background: token.colorPrimary, flex: 'none' }}
      aria-hidden
    />
  );
  return (
    <ChatScreen
      robotUUID={null}
      name={t('assistant.name')}
      intro={t('assistant.intro')}
      guideWords={[t('assistant.starter1'), t('assistant.starter2'), t('assistant.starter3')]}
      avatar={avatar(32)}
      bigAvatar={avatar(72)}
    />
  );
}
