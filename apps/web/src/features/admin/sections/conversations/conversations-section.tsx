import { CloseOutlined } from '@ant-design/icons';
import { useRef, useState } from 'react';
import { AdminLimits } from '@robot/contracts';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../../../components/search-box.tsx';
import { useIsMobile } from '../../../../lib/use-is-mobile.ts';
import { LoadError } from '../../components/load-error.tsx';
import { useUrlState } from '../../lib/use-url-state.ts';
import { useAdminConversations } from './api/get-conversations.ts';
import { ConversationDrawer } from './components/conversation-drawer.tsx';
import { ConversationsList } from './components/conversations-list.tsx';
import { useFocusAfterDelete } from './focus-after-delete.ts';
import { Pagination } from '../../../../components/pagination.tsx';

const PAGE_SIZE = 20;

/**
 * Every conversation, newest first: by keyword and by user (`?userUUID=`, set from a user's detail);
 * one opens read-only (`?open=`).
 */
export function ConversationsSection() {
  const { t } = useTranslation('admin');
  const mobile = useIsMobile();
  const { values, page, update } = useUrlState(['keyword', 'userUUID', 'open'] as const);
  const list = useAdminConversations({
    keyword: values.keyword.trim(),
    userUUID: values.userUUID,
    skip: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  // The last conversation opened stays drawn while the drawer closes: antd then plays its closing and
  // gives the focus back to the row's button (an unmounted drawer left it on the page's body).
  const [shownId, setShownId] = useState(values.open);
  if (values.open && values.open !== shownId) setShownId(values.open);
  const panel = useRef<HTMLDivElement>(null);
  const refocus = useFocusAfterDelete({
    rows: (list.data?.list ?? []).map((c) => c.id),
    settled: list.isError || (!list.isFetching && list.data !== undefined),
    panel,
  });
  const filteredUser = values.userUUID
    ? list.data?.list.find((c) => c.user.uuid === values.userUUID)?.user
    : undefined;

  return (
    <>
      <div className="rs-admin-toolbar">
        <SearchBox
          keyword={values.keyword}
          onSearch={(keyword) => update({ keyword, page: null })}
          placeholder={t('conversations.searchPlaceholder')}
          label={t('conversations.search')}
          maxLength={AdminLimits.keyword}
        />
        {values.userUUID ? (
          <span style={{ display: 'inline-flex', alignItems: 'center', maxWidth: '100%' }}>
            <Tag style={{ whiteSpace: 'normal', wordBreak: 'break-all', margin: 0 }}>
              {t('conversations.byUser', {
                user: filteredUser ? filteredUser.username : values.userUUID,
              })}
            </Tag>
            <Button
              type="text"
              size="small"
              icon={<CloseOutlined aria-hidden />}
              aria-label={t('conversations.clearUser')}
              onClick={() => update({ userUUID: null, page: null })}
            />
          </span>
        ) : null}
      </div>
      {list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <div className="rs-admin-panel" ref={panel}>
          <ConversationsList
            items={list.data?.list ?? []}
            loading={list.isPending || list.isPlaceholderData}
            mobile={mobile}
            emptyText={t(
              values.keyword.trim()
                ? 'conversations.empty'
                : values.userUUID
                  ? 'conversations.noneForUser'
                  : 'conversations.noneYet',
            )}
            onOpen={(id) => update({ open: id })}
          />
          {list.data && list.data.total > PAGE_SIZE ? (
            <Pagination
              style={{ marginTop: 16, justifyContent: 'center' }}
              current={page}
              pageSize={PAGE_SIZE}
              total={list.data.total}
              showSizeChanger={false}
              simple={mobile}
              onChange={(p) => update({ page: p })}
            />
          ) : null}
        </div>
      )}
      {shownId ? (
        <ConversationDrawer
          id={shownId}
          open={values.open !== ''}
          onClose={() => update({ open: null })}
          onDeleted={refocus.deleted}
          afterClose={refocus.closed}
        />
      ) : null}
    </>
  );
}
