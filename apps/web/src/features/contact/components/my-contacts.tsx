import { ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorReason } from '../../../lib/api/index.ts';
import { useMyContacts } from '../api/get-my-contacts.ts';
import { MyContactItem } from './my-contact-item.tsx';
import { MyContactsFrame, MyContactsLoading } from './my-contacts-frame.tsx';
import './my-contacts.css';

/**
 * "Messages you sent": the requests a signed-in user sent, newest first, with whether we handled them.
 * Visitors see nothing of it (what they send belongs to no account): the page draws it for a
 * signed-in user only, and loads it (with antd) then.
 */
export function MyContactsList() {
  const { t, i18n } = useTranslation('contact');
  const query = useMyContacts(true);
  const items = query.data?.pages.flatMap((p) => p.list) ?? [];
  const total = query.data?.pages.at(-1)?.total;
  const formatDate = useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
    return (iso: string) => format.format(new Date(iso));
  }, [i18n.language]);

  let body: ReactNode;
  if (query.isPending) {
    body = <MyContactsLoading />;
  } else if (query.isError && items.length === 0) {
    body = (
      <div role="alert" className="rs-my-contacts__state">
        <p className="rs-my-contacts__state-title">{t('mine.failed')}</p>
        <p className="rs-my-contacts__state-text">{errorReason(query.error)}</p>
        <Button
          icon={<ReloadOutlined aria-hidden />}
          loading={query.isRefetching}
          onClick={() => void query.refetch()}
        >
          {t('mine.retry')}
        </Button>
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <div className="rs-my-contacts__state">
        <p className="rs-my-contacts__state-title">{t('mine.empty')}</p>
        <p className="rs-my-contacts__state-text">{t('mine.emptyText')}</p>
      </div>
    );
  } else {
    body = (
      <>
        <ul className="rs-my-contacts__list" aria-labelledby="my-contacts-title">
          {items.map((item) => (
            <MyContactItem key={item.id} item={item} formatDate={formatDate} />
          ))}
        </ul>
        {query.isFetchNextPageError ? (
          <p role="alert" className="rs-my-contacts__more-failed">
            {t('mine.moreFailed')}
          </p>
        ) : null}
        {query.hasNextPage ? (
          <div className="rs-my-contacts__more">
            <Button loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
              {t('mine.loadMore')}
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return <MyContactsFrame total={total}>{body}</MyContactsFrame>;
}
