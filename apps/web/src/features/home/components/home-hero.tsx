import {
  ApiOutlined,
  CompassOutlined,
  FileTextOutlined,
  PlusOutlined,
  TranslationOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { HeroIllustration } from '../../../components/illustrations/hero-illustration.tsx';
import { LinkButton } from '../../../components/link-button.tsx';
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
            <LinkButton
              to={paths.robotList}
              type="primary"
              size="large"
              icon={<CompassOutlined aria-hidden />}
            >
              {t('hero.explore')}
            </LinkButton>
            <LinkButton to={paths.robotList} size="large" icon={<PlusOutlined aria-hidden />}>
              {t('hero.create')}
            </LinkButton>
          </div>
          <ul className="rs-home-hero__highlights" aria-label={t('hero.highlights.label')}>
            <li>
              <TranslationOutlined aria-hidden />
              {t('hero.highlights.bilingual')}
            </li>
            <li>
              <FileTextOutlined aria-hidden />
              {t('hero.highlights.knowledge')}
            </li>
            <li>
              <ApiOutlined aria-hidden />
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
