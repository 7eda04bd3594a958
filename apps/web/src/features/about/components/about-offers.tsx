import AppstoreOutlined from '@ant-design/icons-svg/es/asn/AppstoreOutlined';
import MessageOutlined from '@ant-design/icons-svg/es/asn/MessageOutlined';
import ReadOutlined from '@ant-design/icons-svg/es/asn/ReadOutlined';
import ShopOutlined from '@ant-design/icons-svg/es/asn/ShopOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/plain/icon.tsx';

type Offer = 'robots' | 'chat' | 'directories' | 'industry';

const offers: { key: Offer; icon: ReactNode }[] = [
  { key: 'robots', icon: <Icon icon={AppstoreOutlined} /> },
  { key: 'chat', icon: <Icon icon={MessageOutlined} /> },
  { key: 'directories', icon: <Icon icon={ReadOutlined} /> },
  { key: 'industry', icon: <Icon icon={ShopOutlined} /> },
];

/** The parts of the product, one card each. */
export function AboutOffers() {
  const { t } = useTranslation('about');
  return (
    <section className="rs-about__section" aria-labelledby="about-offers-title">
      <h2 id="about-offers-title" style={{ marginBottom: 24 }}>
        {t('offers.title')}
      </h2>
      <ul className="rs-about-grid">
        {offers.map((o) => (
          <li key={o.key} className="rs-about-card">
            <span className="rs-about-card__icon" aria-hidden>
              {o.icon}
            </span>
            <h3>{t(`offers.${o.key}.title`)}</h3>
            <p>{t(`offers.${o.key}.description`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
