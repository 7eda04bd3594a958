import CheckOutlined from '@ant-design/icons-svg/es/asn/CheckOutlined';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../../components/brand-logo.tsx';
import { HeroIllustration } from '../../../components/illustrations/hero-illustration.tsx';
import { Icon } from '../../../components/plain/icon.tsx';
import { useSiteName } from '../../../lib/use-site-name.ts';

const points = ['panelPoint1', 'panelPoint2', 'panelPoint3'] as const;

/** The brand half of the login card on wide screens (login-page.css). */
export function LoginSidePanel() {
  const { t } = useTranslation('auth');
  const siteName = useSiteName();
  return (
    <div className="rs-login-panel">
      <div className="rs-login-panel__brand">
        <div className="rs-login-panel__mark">
          <BrandMark size={32} />
        </div>
        <strong>{siteName}</strong>
      </div>
      <div aria-hidden className="rs-login-panel__art">
        <HeroIllustration size={300} />
      </div>
      <div>
        <h3 className="rs-login-panel__title">{t('page.panelTitle')}</h3>
        <ul className="rs-login-panel__points">
          {points.map((p) => (
            <li key={p}>
              <Icon icon={CheckOutlined} className="rs-login-panel__check" />
              <span>{t(`page.${p}`)}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
