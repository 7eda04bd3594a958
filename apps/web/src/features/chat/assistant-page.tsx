import RobotFilled from '@ant-design/icons-svg/es/asn/RobotFilled';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/plain/icon.tsx';
import { ChatScreen } from './components/chat-screen.tsx';

/** antd's Avatar with an icon, in the primary colour: a circle of `size`, the robot at half of it. */
function AssistantAvatar({ size }: { size: number }) {
  return (
    <span
      aria-hidden="true"
      className="rs-chat-avatar-icon"
      style={{ width: size, height: size, fontSize: size / 2 }}
    >
      <Icon icon={RobotFilled} />
    </span>
  );
}

/** /assistant: the same chat with the general assistant (no robot). */
export function AssistantPage() {
  const { t } = useTranslation('chat');
  return (
    <ChatScreen
      robotUUID={null}
      name={t('assistant.name')}
      intro={t('assistant.intro')}
      guideWords={[t('assistant.starter1'), t('assistant.starter2'), t('assistant.starter3')]}
      avatar={<AssistantAvatar size={32} />}
      bigAvatar={<AssistantAvatar size={72} />}
    />
  );
}
