import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import FireFilled from '@ant-design/icons-svg/es/asn/FireFilled';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/plain/icon.tsx';
import { SkeletonBlock } from '../../../components/plain/skeleton.tsx';
import { formatCount } from '../../../lib/format-count.ts';
import { paths } from '../../../lib/paths.ts';
import { useHotToolsQuery } from '../api/get-hot-tools.ts';
import { ItemImage } from './item-image.tsx';
import './tool-rows.css';

/** A hot tool's shape while the strip loads. */
function HotPlaceholder() {
  return (
    <li className="rs-tool-row__hot" aria-hidden>
      <SkeletonBlock shape="square" width={40} />
      <span className="rs-tool-row__hot-text">
        <SkeletonBlock width="80%" />
        <SkeletonBlock width="50%" />
      </span>
    </li>
  );
}

/** The most visited AI tools, ranked, in one row scrolling sideways; hidden if it cannot load. */
export function HotToolsStrip() {
  const { t, i18n } = useTranslation('directories');
  const { data, isPending, isError } = useHotToolsQuery();
  if (isError || (data && data.list.length === 0)) return null;

  return (
    <section aria-labelledby="rs-hot-tools-title" className="rs-tool-section">
      <div className="rs-tool-section__head">
        <Icon icon={FireFilled} style={{ color: 'var(--ant-volcano-6)' }} />
        <h2 id="rs-hot-tools-title" className="rs-tool-section__title">
          {t('aitool.hot')}
        </h2>
      </div>
      <ul className="rs-tool-row" aria-labelledby="rs-hot-tools-title">
        {isPending
          ? Array.from({ length: 5 }, (_, i) => <HotPlaceholder key={i} />)
          : data.list.map((tool, i) => (
              <li key={tool.uuid}>
                <Link to={paths.aiToolInfo(tool.uuid)} className="rs-tool-row__hot">
                  <span
                    className={
                      i < 3 ? 'rs-tool-row__rank rs-tool-row__rank--top' : 'rs-tool-row__rank'
                    }
                  >
                    {i + 1}
                  </span>
                  <ItemImage
                    url={tool.image}
                    title={tool.name}
                    shape="square"
                    size={40}
                    radius={10}
                  />
                  <span className="rs-tool-row__hot-text">
                    <strong className="rs-tool-row__hot-name rs-ellipsis" title={tool.name}>
                      {tool.name}
                    </strong>
                    <span className="rs-tool-row__hot-views">
                      <Icon icon={EyeOutlined} />{' '}
                      <span className="rs-visually-hidden">{t('stats.views')}</span>
                      {formatCount(tool.viewCount, i18n.language)}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
      </ul>
    </section>
  );
}
