import StarFilled from '@ant-design/icons-svg/es/asn/StarFilled';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/plain/icon.tsx';
import { SkeletonBlock } from '../../../components/plain/skeleton.tsx';
import { useFeaturedToolsQuery } from '../api/get-featured-tools.ts';
import { DirectoryCard } from './directory-card.tsx';
import { useCategoryNamer } from './use-category-names.ts';
import './tool-rows.css';

/** A featured card's shape while the row loads: image, title and two lines. */
function FeaturedPlaceholder() {
  return (
    <li className="rs-tool-row__featured rs-tool-row__placeholder" aria-hidden>
      <div className="rs-tool-row__placeholder-head">
        <SkeletonBlock shape="round" width={40} />
        <SkeletonBlock shape="title" width="50%" />
      </div>
      <SkeletonBlock />
      <SkeletonBlock width="60%" />
    </li>
  );
}

/** The AI tools a superuser featured, one row scrolling sideways inside itself; hidden if none. */
export function FeaturedToolsRow() {
  const { t } = useTranslation('directories');
  const { data, isPending, isError } = useFeaturedToolsQuery();
  const namesOf = useCategoryNamer('aitool');
  if (isError || (data && data.list.length === 0)) return null;
  return (
    <section aria-labelledby="rs-featured-title" className="rs-tool-section">
      <div className="rs-tool-section__head">
        <Icon icon={StarFilled} style={{ color: 'var(--ant-gold-6)' }} />
        <h2 id="rs-featured-title" className="rs-tool-section__title">
          {t('aitool.featured')}
        </h2>
      </div>
      <ul className="rs-tool-row" aria-labelledby="rs-featured-title">
        {isPending
          ? Array.from({ length: 3 }, (_, i) => <FeaturedPlaceholder key={i} />)
          : data.list.map((tool) => (
              <li key={tool.uuid} className="rs-tool-row__featured">
                <DirectoryCard
                  kind="aitool"
                  item={tool}
                  categoryNames={namesOf(tool.categories.slice(0, 2))}
                />
              </li>
            ))}
      </ul>
    </section>
  );
}
