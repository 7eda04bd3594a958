import type { AiToolCard, ArticleCard, RobotCard, XkyCard } from '@robot/contracts';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths.ts';
import { RobotPortrait } from '../../robots/index.ts';
import { HOME_ROBOTS, useHotRobotsQuery } from '../api/get-hot-robots.ts';
import { HOME_TOOLS, useFeaturedToolsQuery } from '../api/get-featured-tools.ts';
import { HOME_ARTICLES, useLatestArticlesQuery } from '../api/get-latest-articles.ts';
import { HOME_INDUSTRY, useIndustryAppsQuery } from '../api/get-industry-apps.ts';
import { useNearViewport } from '../use-near-viewport.ts';
import { ItemThumb } from './item-thumb.tsx';
import { LiveItemCard } from './live-item-card.tsx';
import { LiveSection } from './live-section.tsx';

const uuidOf = (item: { uuid: string }) => item.uuid;

/** The most visited robots: right under the hero, so asked for as soon as the page is shown. */
export function HotRobotsSection() {
  const { t } = useTranslation('home');
  const query = useHotRobotsQuery(true);
  return (
    <LiveSection<RobotCard>
      id="home-robots"
      title={t('live.robots.title')}
      subtitle={t('live.robots.subtitle')}
      moreTo={paths.robotList}
      moreLabel={t('live.robots.more')}
      emptyText={t('live.robots.empty')}
      size={HOME_ROBOTS}
      query={query}
      keyOf={uuidOf}
      renderItem={(r) => (
        <LiveItemCard
          to={paths.robotInfo(r.uuid)}
          title={r.robotName}
          text={r.robotIntro}
          thumb={<RobotPortrait url={r.headportraitUrl} name={r.robotName} size={56} />}
        />
      )}
    />
  );
}

/** The AI tools an operator features; asked for when the reader scrolls near. */
export function FeaturedToolsSection() {
  const { t } = useTranslation('home');
  const { ref, near } = useNearViewport<HTMLElement>();
  const query = useFeaturedToolsQuery(near);
  return (
    <LiveSection<AiToolCard>
      sectionRef={ref}
      id="home-tools"
      title={t('live.tools.title')}
      subtitle={t('live.tools.subtitle')}
      moreTo={paths.aiToolList}
      moreLabel={t('live.tools.more')}
      emptyText={t('live.tools.empty')}
      size={HOME_TOOLS}
      query={query}
      keyOf={uuidOf}
      renderItem={(item) => (
        <LiveItemCard
          to={paths.aiToolInfo(item.uuid)}
          title={item.name}
          text={item.intro}
          thumb={<ItemThumb src={item.image} title={item.name} />}
        />
      )}
    />
  );
}

/** The newest articles; asked for when the reader scrolls near. */
export function LatestArticlesSection() {
  const { t } = useTranslation('home');
  const { ref, near } = useNearViewport<HTMLElement>();
  const query = useLatestArticlesQuery(near);
  return (
    <LiveSection<ArticleCard>
      sectionRef={ref}
      id="home-articles"
      title={t('live.articles.title')}
      subtitle={t('live.articles.subtitle')}
      moreTo={paths.articleList}
      moreLabel={t('live.articles.more')}
      emptyText={t('live.articles.empty')}
      size={HOME_ARTICLES}
      query={query}
      keyOf={uuidOf}
      renderItem={(item) => (
        <LiveItemCard
          to={paths.articleInfo(item.uuid)}
          title={item.title}
          text={item.excerpt}
          thumb={<ItemThumb src={item.cover} title={item.title} wide />}
        />
      )}
    />
  );
}

/** The newest industry applications; asked for when the reader scrolls near. */
export function IndustryAppsSection() {
  const { t } = useTranslation('home');
  const { ref, near } = useNearViewport<HTMLElement>();
  const query = useIndustryAppsQuery(near);
  return (
    <LiveSection<XkyCard>
      sectionRef={ref}
      id="home-industry-apps"
      title={t('live.industry.title')}
      subtitle={t('live.industry.subtitle')}
      moreTo={paths.xky}
      moreLabel={t('live.industry.more')}
      emptyText={t('live.industry.empty')}
      size={HOME_INDUSTRY}
      query={query}
      keyOf={uuidOf}
      renderItem={(item) => (
        <LiveItemCard
          to={paths.xkyInfo(item.uuid)}
          title={item.title}
          text={item.intro}
          thumb={<ItemThumb src={item.cover} title={item.title} wide />}
        />
      )}
    />
  );
}
