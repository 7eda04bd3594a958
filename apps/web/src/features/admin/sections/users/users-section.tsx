import { useState } from 'react';
import { AdminLimits } from '@robot/contracts';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../../../components/search-box.tsx';
import { useIsMobile } from '../../../../lib/use-is-mobile.ts';
import { LoadError } from '../../components/load-error.tsx';
import { useUrlState } from '../../lib/use-url-state.ts';
import { useAdminUsers } from './api/get-users.ts';
import { UserDetailDrawer } from './components/user-detail-drawer.tsx';
import { UsersList } from './components/users-list.tsx';
import { Pagination } from '../../../../components/pagination.tsx';

const PAGE_SIZE = 20;

/** Users: search by keyword, a page at a time; a row opens the user's detail (`?user=` in the URL). */
export function UsersSection() {
  const { t } = useTranslation('admin');
  const mobile = useIsMobile();
  const { values, page, update } = useUrlState(['keyword', 'user'] as const);
  const users = useAdminUsers({
    keyword: values.keyword.trim(),
    skip: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });

  // The last user opened stays drawn while the drawer closes: antd then plays its closing and gives
  // the focus back to the row's button (an unmounted drawer left it on the page's body).
  const [shownUser, setShownUser] = useState(values.user);
  if (values.user && values.user !== shownUser) setShownUser(values.user);

  return (
    <>
      <div className="rs-admin-toolbar">
        <SearchBox
          keyword={values.keyword}
          onSearch={(keyword) => update({ keyword, page: null })}
          placeholder={t('users.searchPlaceholder')}
          label={t('users.search')}
          maxLength={AdminLimits.keyword}
        />
      </div>
      {users.isError ? (
        <LoadError error={users.error} onRetry={() => void users.refetch()} />
      ) : (
        <div className="rs-admin-panel">
          <UsersList
            users={users.data?.list ?? []}
            loading={users.isPending || users.isPlaceholderData}
            mobile={mobile}
            emptyText={t(values.keyword.trim() ? 'users.empty' : 'users.noneYet')}
            onOpen={(uuid) => update({ user: uuid })}
          />
          {users.data && users.data.total > PAGE_SIZE ? (
            <Pagination
              style={{ marginTop: 16, justifyContent: 'center' }}
              current={page}
              pageSize={PAGE_SIZE}
              total={users.data.total}
              showSizeChanger={false}
              simple={mobile}
              onChange={(p) => update({ page: p })}
            />
          ) : null}
        </div>
      )}
      {shownUser ? (
        <UserDetailDrawer
          uuid={shownUser}
          open={values.user !== ''}
          onClose={() => update({ user: null })}
        />
      ) : null}
    </>
  );
}
