import ReadOutlined from '@ant-design/icons-svg/es/asn/ReadOutlined';
import RobotOutlined from '@ant-design/icons-svg/es/asn/RobotOutlined';
import ShopOutlined from '@ant-design/icons-svg/es/asn/ShopOutlined';
import ToolOutlined from '@ant-design/icons-svg/es/asn/ToolOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/plain/icon.tsx';
import { paths } from '../../../lib/paths.ts';
import { FeatureLinkCard } from './feature-link-card.tsx';
import { SectionHeading } from './section-heading.tsx';

type Area = 'robots' | 'aiTools' | 'articles' | 'industry';

const areas: { key: Area; to: string; icon: ReactNode }[] = [
  { key: 'robots', to: paths.robotList, icon: <Icon icon={RobotOutlined} /> },
  { key: 'aiTools', to: paths.aiToolList, icon: <Icon icon={ToolOutlined} /> },
  { key: 'articles', to: paths.articleList, icon: <Icon icon={ReadOutlined} /> },
  { key: 'industry', to: paths.xky, icon: <Icon icon={ShopOutlined} /> },
];

/** One card for each part of the product: robots, AI tools, articles and industry applications. */
export function ExploreSection() {
  const { t } = useTranslation('home');
  return (
    <section className="rs-home__section" aria-labelledby="home-explore-title">
      <SectionHeading
        id="home-explore-title"
        title={t('explore.title')}
        subtitle={t('explore.subtitle')}
      />
      <ul className="rs-home-grid rs-home-grid--pairs">
        {areas.map((a) => (
          <li key={a.key}>
            <FeatureLinkCard
              to={a.to}
              icon={a.icon}
              title={t(`explore.${a.key}.title`)}
              description={t(`explore.${a.key}.description`)}
              action={t(`explore.${a.key}.action`)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
