import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/plain/icon.tsx';
import { PlainButton } from '../../../components/plain/plain-button.tsx';
import { SkeletonBlock } from '../../../components/plain/skeleton.tsx';
import { useDeleteConversationMutation } from '../api/delete-conversation.ts';
import { useConversationsQuery } from '../api/get-conversations.ts';
import { useRenameConversationMutation } from '../api/rename-conversation.ts';
import { HistoryItem } from './history-item.tsx';
import './history-list.css';

/** antd's Skeleton paragraph of four lines (the last one shorter) while the history loads. */
function HistoryLoading() {
  const { t: tc } = useTranslation();
  return (
    <div className="rs-chat-history-loading" aria-busy="true">
      <span className="rs-visually-hidden">{tc('loading')}</span>
      <SkeletonBlock />
      <SkeletonBlock />
      <SkeletonBlock />
      <SkeletonBlock width="61%" />
    </div>
  );
}

/**
 * The caller's conversations with this robot (or the assistant): new, open, rename, delete. Plain
 * elements, no antd: the list mounts a row per conversation on the chat's first screen.
 */
export function HistoryList(props: {
  robotUUID: string | null;
  activeId: string | null;
  onOpen: (id: string) => void;
  onNew: () => void;
  onDeleted: (id: string) => void;
  /** the small 'History' over the list; none in the phone's drawer, whose title says it */
  heading?: boolean;
}) {
  const { t } = useTranslation('chat');
  const { data, isPending, isError, refetch } = useConversationsQuery(props.robotUUID);
  const rename = useRenameConversationMutation();
  const remove = useDeleteConversationMutation();
  const { onDeleted } = props;
  return (
    <nav className="rs-chat-history" aria-label={t('history.title')}>
      <PlainButton
        variant="default"
        block
        icon={<Icon icon={PlusOutlined} />}
        onClick={props.onNew}
      >
        {t('history.new')}
      </PlainButton>
      {props.heading !== false ? (
        <span className="rs-chat-secondary rs-chat-history-heading">{t('history.title')}</span>
      ) : null}
      {isPending ? (
        <HistoryLoading />
      ) : isError ? (
        <PlainButton className="rs-chat-link-btn" onClick={() => void refetch()}>
          {t('history.loadFailed')}
        </PlainButton>
      ) : data.length === 0 ? (
        <span className="rs-chat-secondary rs-chat-history-empty">{t('history.empty')}</span>
      ) : (
        <ul>
          {data.map((item) => (
            <HistoryItem
              key={item.id}
              item={item}
              active={item.id === props.activeId}
              t={t}
              onOpen={props.onOpen}
              onRename={(id, title) => rename.mutate({ id, title })}
              onDelete={(id) => remove.mutateAsync(id).then(() => onDeleted(id))}
            />
          ))}
        </ul>
      )}
    </nav>
  );
}
