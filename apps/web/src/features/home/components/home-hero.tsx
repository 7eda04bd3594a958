import ApiOutlined from '@ant-design/icons-svg/es/asn/ApiOutlined';
import CompassOutlined from '@ant-design/icons-svg/es/asn/CompassOutlined';
import FileTextOutlined from '@ant-design/icons-svg/es/asn/FileTextOutlined';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import TranslationOutlined from '@ant-design/icons-svg/es/asn/TranslationOutlined';
import { useTranslation } from 'react-i18next';
import { HeroIllustration } from '../../../components/illustrations/hero-illustration.tsx';
import { Icon } from '../../../components/plain/icon.tsx';
import { PlainLinkButton } from '../../../components/plain/plain-button.tsx';
import { paths } from '../../../lib/paths.ts';
import { useIsMobile } from '../../../lib/use-is-mobile.ts';
import { useSiteName } from '../../../lib/use-site-name.ts';

/** What the product is, in one sentence, with the two ways in: explore or create. */
export function HomeHero() {
  const { t } = useTranslation('home');
  const siteName = useSiteName();
  const isMobile = useIsMobile();
  return (
    <section className="rs-home-hero" aria-labelledby="home-hero-title">
      <div className="rs-home__section rs-home-hero__inner">
        <div>
          <span className="rs-home__eyebrow">{t('hero.eyebrow')}</span>
          <h1 id="home-hero-title" className="rs-home-hero__title">
            {t('hero.title')}
          </h1>
          <p className="rs-home-hero__subtitle">{t('hero.subtitle', { siteName })}</p>
          <div className="rs-home-hero__actions">
            <PlainLinkButton
              to={paths.robotList}
              variant="primary"
              size="large"
              icon={<Icon icon={CompassOutlined} />}
            >
              {t('hero.explore')}
            </PlainLinkButton>
            <PlainLinkButton
              to={paths.robotList}
              variant="default"
              size="large"
              icon={<Icon icon={PlusOutlined} />}
            >
              {t('hero.create')}
            </PlainLinkButton>
          </div>
          <ul className="rs-home-hero__highlights" aria-label={t('hero.highlights.label')}>
            <li>
              <Icon icon={TranslationOutlined} />
              {t('hero.highlights.bilingual')}
            </li>
            <li>
              <Icon icon={FileTextOutlined} />
              {t('hero.highlights.knowledge')}
            </li>
            <li>
              <Icon icon={ApiOutlined} />
              {t('hero.highlights.models')}
            </li>
          </ul>
        </div>
        <div className="rs-home-hero__art">
          <HeroIllustration size={isMobile ? 300 : 480} />
        </div>
      </div>
    </section>
  );
}
