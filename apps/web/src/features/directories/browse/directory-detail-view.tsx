import { EyeOutlined, HeartOutlined, UserOutlined } from '@ant-design/icons';
import { isWebUrl, type DirectoryKind } from '@robot/contracts/client';
import { Flex, Tag, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { ShareActions } from '../../../components/share/index.ts';
import { Markdown } from '../../../components/markdown/markdown.tsx';
import { formatCount } from '../../../lib/format-count.ts';
import { useIsMobile } from '../../../lib/use-is-mobile.ts';
import { kinds, type DirectoryItem } from '../kinds.ts';
import { FavoriteButton } from './favorite-button.tsx';
import { ItemImage } from './item-image.tsx';
import { TableOfContents, TOC_MIN_HEADINGS, useHeadings } from './table-of-contents.tsx';
import { useCategoryNames } from './use-category-names.ts';
import { VisitSiteButton } from './visit-site-button.tsx';
import './directory-detail.css';

const HEADING_PREFIX = 'section';

/**
 * The body of every directory detail page: picture, title, categories, intro, numbers, the actions
 * (visit the site, favourite, share) and the rendered markdown, with a table of contents beside it
 * (below it on a phone) when it has several headings.
 */
export function DirectoryDetailView({ kind, item }: { kind: DirectoryKind; item: DirectoryItem }) {
  const { t, i18n } = useTranslation('directories');
  const { token } = theme.useToken();
  const isMobile = useIsMobile();
  const k = kinds[kind];
  const title = k.titleOf(item);
  const summary = k.summaryOf(item);
  const body = k.bodyOf(item);
  const url = k.urlOf(item);
  const categories = useCategoryNames(kind, item.categories);
  const [bodyRef, headings] = useHeadings(HEADING_PREFIX, body);
  const withToc = headings.length >= TOC_MIN_HEADINGS;
  const updated = new Date(item.updatedAt);
  const square = kind === 'aitool';

  const panel = {
    background: token.colorBgContainer,
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG + 4,
  };

  return (
    <article>
      <header style={{ ...panel, overflow: 'hidden', boxShadow: token.boxShadowTertiary }}>
        {square ? null : (
          <div className="rs-dir-cover">
            <div className="rs-dir-cover__backdrop" aria-hidden>
              <ItemImage url={k.imageOf(item)} title={title} shape="cover" radius={0} />
            </div>
            <div className="rs-dir-cover__image">
              <ItemImage url={k.imageOf(item)} title={title} shape="cover" radius={0} />
            </div>
          </div>
        )}
        <div style={{ padding: isMobile ? 20 : 32 }}>
          <Flex gap={isMobile ? 16 : 24} align="flex-start" vertical={isMobile}>
            {square ? (
              <ItemImage
                url={k.imageOf(item)}
                title={title}
                shape="square"
                size={isMobile ? 72 : 96}
                radius={18}
              />
            ) : null}
            <div style={{ minWidth: 0, flex: 1 }}>
              <Typography.Title
                level={1}
                style={{ fontSize: isMobile ? 24 : 28, margin: 0, overflowWrap: 'anywhere' }}
              >
                {title}
              </Typography.Title>
              <Flex gap={8} wrap align="center" style={{ marginTop: 10 }}>
                {categories.map((name) => (
                  <Tag key={name} variant="filled" style={{ marginInlineEnd: 0 }}>
                    {name}
                  </Tag>
                ))}
                <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                  <UserOutlined aria-hidden />{' '}
                  {t('detail.owner', { name: item.ownerNickname || t('detail.unknownOwner') })}
                </Typography.Text>
                {Number.isNaN(updated.getTime()) ? null : (
                  <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                    {t('detail.updated', {
                      date: updated.toLocaleDateString(i18n.language, { dateStyle: 'medium' }),
                    })}
                  </Typography.Text>
                )}
              </Flex>
              {summary && kind !== 'article' ? (
                <Typography.Paragraph
                  style={{ margin: '14px 0 0', fontSize: 15, overflowWrap: 'anywhere' }}
                >
                  {summary}
                </Typography.Paragraph>
              ) : null}
              <Flex gap={16} style={{ marginTop: 12, color: token.colorTextTertiary }}>
                <span data-testid="stat-views">
                  <EyeOutlined aria-hidden /> {t('detail.views')}{' '}
                  {formatCount(item.viewCount, i18n.language)}
                </span>
                <span data-testid="stat-favorites">
                  <HeartOutlined aria-hidden /> {t('detail.favorites')}{' '}
                  {formatCount(item.favoriteCount, i18n.language)}
                </span>
              </Flex>
            </div>
          </Flex>
          <div className="rs-dir-actions">
            {url && isWebUrl(url) ? (
              <VisitSiteButton kind={kind} uuid={item.uuid} url={url} />
            ) : null}
            <FavoriteButton kind={kind} uuid={item.uuid} isFavorite={item.isFavorite} />
            <ShareActions
              title={title}
              text={summary}
              imageUrl={k.imageOf(item)}
              url={k.detailPath(item.uuid)}
              block
            />
          </div>
        </div>
      </header>

      <div className={withToc && !isMobile ? 'rs-dir-body rs-dir-body--toc' : 'rs-dir-body'}>
        {isMobile ? <TableOfContents entries={headings} mobile /> : null}
        <section
          aria-label={t('detail.content')}
          style={{ ...panel, padding: isMobile ? 20 : 32, minWidth: 0 }}
        >
          <div ref={bodyRef}>
            <Markdown content={body} headingIds={HEADING_PREFIX} />
          </div>
        </section>
        {withToc && !isMobile ? (
          <aside>
            <TableOfContents entries={headings} mobile={false} />
          </aside>
        ) : null}
      </div>
    </article>
  );
}
