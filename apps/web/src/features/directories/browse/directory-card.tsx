import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import HeartOutlined from '@ant-design/icons-svg/es/asn/HeartOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import type { DirectoryKind } from '@robot/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/plain/icon.tsx';
import { PlainTag } from '../../../components/plain/tag.tsx';
import { formatCount } from '../../../lib/format-count.ts';
import { useLanguageStore } from '../../../stores/language-store.ts';
import { kinds, type DirectoryCard as CardData } from '../kinds.ts';
import { ItemImage } from './item-image.tsx';
import './directory-card.css';

function Stat({ icon, value, label }: { icon: IconDefinition; value: number; label: string }) {
  const language = useLanguageStore((s) => s.language);
  return (
    <span title={label} className="rs-dir-card__stat">
      <Icon icon={icon} />
      <span className="rs-visually-hidden">{label}</span>
      <span>{formatCount(value, language)}</span>
    </span>
  );
}

/**
 * One item in a grid: an AI tool shows its square image beside its name; an article or industry
 * application its wide cover above the title. The whole card links to the in-app page (/…-info).
 * Plain markup with antd's look from the theme's variables (decision 034): a list draws dozens.
 * `categoryNames`: the names of its first categories, which the list works out (useCategoryNamer).
 */
export function DirectoryCard({
  kind,
  item,
  categoryNames,
}: {
  kind: DirectoryKind;
  item: CardData;
  categoryNames: readonly string[];
}) {
  const { t } = useTranslation('directories');
  const k = kinds[kind];
  const title = k.titleOf(item);
  const summary = k.summaryOf(item);
  const wide = kind !== 'aitool';
  const byline = item.ownerNickname ? t('card.by', { name: item.ownerNickname }) : null;

  return (
    <article className="rs-dir-card" aria-label={title}>
      <Link to={k.infoPath(item.uuid)} className="rs-dir-card__body">
        {wide ? <ItemImageCover url={k.imageOf(item)} title={title} /> : null}
        <div className="rs-dir-card__text">
          <div className="rs-dir-card__head">
            {wide ? null : <ItemImageSquare url={k.imageOf(item)} title={title} />}
            <div className="rs-dir-card__names">
              <strong className="rs-dir-card__title">{title}</strong>
              {byline ? (
                <span className="rs-dir-card__byline rs-ellipsis" title={byline}>
                  {byline}
                </span>
              ) : null}
            </div>
          </div>
          <span className="rs-dir-card__summary">{summary || t('card.noSummary')}</span>
          <div className="rs-dir-card__foot">
            <div className="rs-dir-card__tags">
              {categoryNames.map((name) => (
                <PlainTag key={name} className="rs-dir-card__tag">
                  {name}
                </PlainTag>
              ))}
            </div>
            <div className="rs-dir-card__stats">
              <Stat icon={EyeOutlined} value={item.viewCount} label={t('stats.views')} />
              <Stat icon={HeartOutlined} value={item.favoriteCount} label={t('stats.favorites')} />
            </div>
          </div>
        </div>
      </Link>
    </article>
  );
}

const ItemImageCover = ({ url, title }: { url: string; title: string }) => (
  <ItemImage url={url} title={title} shape="cover" radius={0} />
);
const ItemImageSquare = ({ url, title }: { url: string; title: string }) => (
  <ItemImage url={url} title={title} shape="square" size={48} />
);
