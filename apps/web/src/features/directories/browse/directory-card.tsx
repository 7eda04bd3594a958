import { EyeOutlined, HeartOutlined } from '@ant-design/icons';
import type { DirectoryKind } from '@robot/contracts';
import { Flex, Tag, Typography, theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount } from '../../../lib/format-count.ts';
import { kinds, type DirectoryCard as CardData } from '../kinds.ts';
import { useCategoryNames } from './use-category-names.ts';
import { ItemImage } from './item-image.tsx';
import './directory-card.css';

function Stat({ icon, value, label }: { icon: ReactNode; value: number; label: string }) {
  const { i18n } = useTranslation();
  return (
    <span title={label} style={{ display: 'inline-flex', gap: 4 }}>
      <span aria-hidden>{icon}</span>
      <span className="rs-visually-hidden">{label}</span>
      <span>{formatCount(value, i18n.language)}</span>
    </span>
  );
}

/** The colours of the cards from antd's tokens, so both themes follow. */
export function useCardVars(): CSSProperties {
  const { token } = theme.useToken();
  return {
    '--rs-card-radius': `${token.borderRadiusLG}px`,
    '--rs-card-bg': token.colorBgContainer,
    '--rs-card-border': token.colorBorderSecondary,
    '--rs-card-border-hover': token.colorPrimaryBorder,
    '--rs-card-shadow': token.boxShadow,
  } as CSSProperties;
}

/**
 * One item in a grid: an AI tool shows its square image beside its name; an article or industry
 * application its wide cover above the title. The whole card links to the in-app page (/…-info).
 */
export function DirectoryCard({ kind, item }: { kind: DirectoryKind; item: CardData }) {
  const { t } = useTranslation('directories');
  const { token } = theme.useToken();
  const vars = useCardVars();
  const k = kinds[kind];
  const title = k.titleOf(item);
  const summary = k.summaryOf(item);
  const categories = useCategoryNames(kind, item.categories.slice(0, 2));
  const wide = kind !== 'aitool';

  return (
    <article className="rs-dir-card" style={vars} aria-label={title}>
      <Link to={k.infoPath(item.uuid)} className="rs-dir-card__body">
        {wide ? <ItemImageCover url={k.imageOf(item)} title={title} /> : null}
        <div className="rs-dir-card__text">
          <Flex gap={12} align="center">
            {wide ? null : <ItemImageSquare url={k.imageOf(item)} title={title} />}
            <div style={{ minWidth: 0, flex: 1 }}>
              <Typography.Text strong className="rs-dir-card__title">
                {title}
              </Typography.Text>
              {item.ownerNickname ? (
                <Typography.Text
                  type="secondary"
                  className="rs-ellipsis"
                  title={t('card.by', { name: item.ownerNickname })}
                  style={{ fontSize: 13, display: 'block' }}
                >
                  {t('card.by', { name: item.ownerNickname })}
                </Typography.Text>
              ) : null}
            </div>
          </Flex>
          <Typography.Text type="secondary" className="rs-dir-card__summary">
            {summary || t('card.noSummary')}
          </Typography.Text>
          <Flex gap={8} align="flex-end" style={{ marginTop: 'auto' }}>
            <Flex gap={6} wrap style={{ flex: 1, minWidth: 0 }}>
              {categories.map((name) => (
                <Tag key={name} variant="filled" className="rs-dir-card__tag">
                  {name}
                </Tag>
              ))}
            </Flex>
            <Flex
              gap={14}
              style={{
                flex: 'none',
                fontSize: 13,
                color: token.colorTextTertiary,
                lineHeight: '22px',
              }}
            >
              <Stat icon={<EyeOutlined />} value={item.viewCount} label={t('stats.views')} />
              <Stat
                icon={<HeartOutlined />}
                value={item.favoriteCount}
                label={t('stats.favorites')}
              />
            </Flex>
          </Flex>
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
