import HistoryOutlined from '@ant-design/icons-svg/es/asn/HistoryOutlined';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/plain/icon.tsx';
import { PlainButton } from '../../../components/plain/plain-button.tsx';
import { loadAntdScope } from '../../../lib/antd/lazy-with-antd.tsx';
import { loadHistoryDrawer } from './history-panel.tsx';

/**
 * The bar over the conversation: who answers (the robot's card) and, on phones, the history and
 * new-conversation buttons. None for the assistant on a desktop, whose app header says who it is.
 */
export const ChatToolbar = memo(function ChatToolbar(props: {
  identity?: ReactNode;
  isMobile: boolean;
  onOpenHistory: () => void;
  onNew: () => void;
}) {
  const { t } = useTranslation('chat');
  if (!props.identity && !props.isMobile) return null;
  // the drawer's code comes as the finger or pointer nears its button, not with the page
  const preload = () => void Promise.all([loadHistoryDrawer(), loadAntdScope()]).catch(() => {});
  return (
    <div className="rs-chat-toolbar">
      {props.isMobile ? (
        <PlainButton
          icon={<Icon icon={HistoryOutlined} />}
          aria-label={t('history.title')}
          onPointerDown={preload}
          onFocus={preload}
          onClick={props.onOpenHistory}
        />
      ) : null}
      <div className="rs-chat-identity">{props.identity}</div>
      {props.isMobile ? (
        <PlainButton
          icon={<Icon icon={PlusOutlined} />}
          aria-label={t('history.new')}
          onClick={props.onNew}
        />
      ) : null}
    </div>
  );
});
