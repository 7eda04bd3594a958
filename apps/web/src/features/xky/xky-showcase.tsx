import CustomerServiceOutlined from '@ant-design/icons-svg/es/asn/CustomerServiceOutlined';
import DashboardOutlined from '@ant-design/icons-svg/es/asn/DashboardOutlined';
import MobileOutlined from '@ant-design/icons-svg/es/asn/MobileOutlined';
import ScissorOutlined from '@ant-design/icons-svg/es/asn/ScissorOutlined';
import SkinOutlined from '@ant-design/icons-svg/es/asn/SkinOutlined';
import SmileOutlined from '@ant-design/icons-svg/es/asn/SmileOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/plain/icon.tsx';
import { StoreIllustration } from '../../components/illustrations/store-illustration.tsx';
import { useIsMobile } from '../../lib/use-is-mobile.ts';
import {
  DashboardIllustration,
  GreeterIllustration,
  MiniProgramIllustration,
} from './illustrations/store-screens.tsx';
import { HairstyleIllustration, OutfitIllustration } from './illustrations/try-on.tsx';
import { ReceptionistDemo } from './receptionist-demo.tsx';
import { TrafficDemo } from './traffic-demo.tsx';
import './xky.css';

type ModuleKey =
  'traffic' | 'miniProgram' | 'dashboard' | 'greeter' | 'receptionist' | 'hairstyle' | 'outfit';

/** The seven modules in the order of the product spec (section 1). */
const modules: { key: ModuleKey; icon: ReactNode; demo: () => ReactNode; wide?: boolean }[] = [
  { key: 'traffic', icon: <Icon icon={TeamOutlined} />, demo: () => <TrafficDemo />, wide: true },
  {
    key: 'miniProgram',
    icon: <Icon icon={MobileOutlined} />,
    demo: () => <MiniProgramIllustration />,
  },
  {
    key: 'dashboard',
    icon: <Icon icon={DashboardOutlined} />,
    demo: () => <DashboardIllustration />,
  },
  { key: 'greeter', icon: <Icon icon={SmileOutlined} />, demo: () => <GreeterIllustration /> },
  {
    key: 'receptionist',
    icon: <Icon icon={CustomerServiceOutlined} />,
    demo: () => <ReceptionistDemo />,
  },
  {
    key: 'hairstyle',
    icon: <Icon icon={ScissorOutlined} />,
    demo: () => <HairstyleIllustration />,
  },
  { key: 'outfit', icon: <Icon icon={SkinOutlined} />, demo: () => <OutfitIllustration /> },
];

interface XkyShowcaseProps {
  /**
   * The level of the showcase's title (its modules are one below): 1 when it opens the page, 2 when
   * the page has its own h1 above it.
   */
  headingLevel?: 1 | 2;
}

/**
 * The industry section's hero: the AI customer-acquisition system for physical stores and its seven
 * modules, each with a demo (charts over sample data, a spoken greeting) or an illustration.
 */
export function XkyShowcase({ headingLevel = 2 }: XkyShowcaseProps) {
  const { t } = useTranslation('xky');
  const isMobile = useIsMobile();
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const ModuleTitle = headingLevel === 1 ? 'h2' : 'h3';
  return (
    <section className="rs-xky" aria-labelledby="xky-showcase-title">
      <div className="rs-xky__intro">
        <div>
          <span className="rs-xky__eyebrow">{t('showcase.eyebrow')}</span>
          <Title id="xky-showcase-title" className="rs-xky__title">
            {t('showcase.title')}
          </Title>
          <p className="rs-xky__description">{t('showcase.description')}</p>
        </div>
        <div className="rs-xky__art">
          <StoreIllustration size={isMobile ? 260 : 360} />
        </div>
      </div>
      <ol className="rs-xky__modules" aria-label={t('showcase.modulesLabel')}>
        {modules.map((m) => (
          <li
            key={m.key}
            className={m.wide ? 'rs-xky-module rs-xky-module--wide' : 'rs-xky-module'}
            aria-labelledby={`xky-module-${m.key}`}
          >
            <div className="rs-xky-module__head">
              <span className="rs-xky-module__icon" aria-hidden>
                {m.icon}
              </span>
              <ModuleTitle id={`xky-module-${m.key}`} className="rs-xky-module__title">
                {t(`modules.${m.key}.title`)}
              </ModuleTitle>
            </div>
            <p className="rs-xky-module__text">{t(`modules.${m.key}.description`)}</p>
            <div className="rs-xky-module__demo">{m.demo()}</div>
          </li>
        ))}
      </ol>
    </section>
  );
}
