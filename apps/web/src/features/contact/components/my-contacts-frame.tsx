import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SkeletonParagraph } from '../../../components/plain/skeleton.tsx';
import './my-contacts.css';

/**
 * The "Messages you sent" card around its body: its heading (with the count once known) and intro.
 * Plain, so that the page can draw it, with `MyContactsLoading` in it, before the list and antd arrive.
 */
export function MyContactsFrame({ total, children }: { total?: number; children: ReactNode }) {
  const { t } = useTranslation('contact');
  return (
    <section className="rs-my-contacts" aria-labelledby="my-contacts-title">
      <div className="rs-my-contacts__header">
        <h2 id="my-contacts-title" className="rs-my-contacts__title">
          {t('mine.title')}
        </h2>
        {total ? (
          <span className="rs-my-contacts__count">{t('mine.count', { count: total })}</span>
        ) : null}
      </div>
      <p className="rs-my-contacts__intro">{t('mine.intro')}</p>
      {children}
    </section>
  );
}

/** Two items' shapes (kind and status, two lines of text) while the list loads. */
export function MyContactsLoading() {
  const { t } = useTranslation('contact');
  return (
    <div aria-busy="true" aria-label={t('mine.loading')}>
      {[0, 1].map((i) => (
        <div key={i} className="rs-my-contact">
          <SkeletonParagraph rows={2} />
        </div>
      ))}
    </div>
  );
}

/** The page's stand-in while the list's code (and antd) loads: the same card, loading. */
export function MyContactsPlaceholder() {
  return (
    <MyContactsFrame>
      <MyContactsLoading />
    </MyContactsFrame>
  );
}
