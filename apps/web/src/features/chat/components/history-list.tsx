import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { ConversationSummary } from '@robot/contracts';
import { Button, Input, Popconfirm, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConversationsQuery } from '../api/get-conversations.ts';
import { useDeleteConversationMutation } from '../api/delete-conversation.ts';
import { useRenameConversationMutation } from '../api/rename-conversation.ts';

function HistoryItem({
  item,
  active,
  onOpen,
  onDeleted,
}: {
  item: ConversationSummary;
  active: boolean;
  onOpen: (id: string) => void;
  onDeleted: (id: string) => void;
}) {
  const { t } = useTranslation('chat');
  const [draft, setDraft] = useState<string | null>(null);
  const rename = useRenameConversationMutation();
  const remove = useDeleteConversationMutation();
  const title = item.title || t('history.untitled');

  if (draft !== null) {
    const save = () => {
      const next = draft.trim();
      setDraft(null);
      if (next && next !== item.title) rename.mutate({ id: item.id, title: next });
    };
    return (
      <li className="rs-chat-history-item is-editing">
        <Input
          size="small"
          autoFocus
          value={draft}
          maxLength={100}
          aria-label={t('history.rename')}
          onChange={(e) => setDraft(e.target.value)}
          onPressEnter={save}
          onBlur={save}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setDraft(null);
          }}
        />
      </li>
    );
  }

  return (
    <li className={`rs-chat-history-item${active ? ' is-active' : ''}`}>
      <button
        type="button"
        className="rs-chat-history-open"
        aria-current={active ? 'page' : undefined}
        onClick={() => onOpen(item.id)}
        title={title}
      >
        {title}
      </button>
      <span className="rs-chat-history-actions">
        <Button
          size="small"
          type="text"
          icon={<EditOutlined />}
          aria-label={t('history.rename')}
          onClick={() => setDraft(item.title)}
        />
        <Popconfirm
          title={t('history.deleteConfirm', { title })}
          okText={t('history.delete')}
          cancelText={t('actions.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() => remove.mutateAsync(item.id).then(() => onDeleted(item.id))}
        >
          <Button
            size="small"
            type="text"
            icon={<DeleteOutlined />}
            aria-label={t('history.delete')}
          />
        </Popconfirm>
      </span>
    </li>
  );
}

/** The caller's conversations with this robot (or the assistant): new, open, rename, delete. */
export function HistoryList(props: {
  robotUUID: string | null;
  activeId: string | null;
  onOpen: (id: string) => void;
  onNew: () => void;
  onDeleted: (id: string) => void;
}) {
  const { t } = useTranslation('chat');
  const { data, isPending, isError, refetch } = useConversationsQuery(props.robotUUID);
  return (
    <nav className="rs-chat-history" aria-label={t('history.title')}>
      <Button block icon={<PlusOutlined />} onClick={props.onNew}>
        {t('history.new')}
      </Button>
      <Typography.Text type="secondary" className="rs-chat-history-heading">
        {t('history.title')}
      </Typography.Text>
      {isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 4 }} />
      ) : isError ? (
        <Button type="link" onClick={() => void refetch()}>
          {t('history.loadFailed')}
        </Button>
      ) : data.length === 0 ? (
        <Typography.Text type="secondary" className="rs-chat-history-empty">
          {t('history.empty')}
        </Typography.Text>
      ) : (
        <ul>
          {data.map((item) => (
            <HistoryItem
              key={item.id}
              item={item}
              active={item.id === props.activeId}
              onOpen={props.onOpen}
              onDeleted={props.onDeleted}
            />
          ))}
        </ul>
      )}
    </nav>
  );
}
