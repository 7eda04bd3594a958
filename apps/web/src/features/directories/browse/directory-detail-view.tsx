import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import HeartOutlined from '@ant-design/icons-svg/es/asn/HeartOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { isWebUrl, type DirectoryKind } from '@robot/contracts/client';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/plain/icon.tsx';
import { PlainTag } from '../../../components/plain/tag.tsx';
import { ShareActions } from '../../../components/share/index.ts';
import { loadedMarkdown, useMarkdownLoaded } from '../../../components/markdown/lazy-markdown.tsx';
import { leadParagraph } from '../../../components/markdown/lead-paragraph.ts';
import { MarkdownLead } from '../../../components/markdown/markdown-lead.tsx';
import { SkeletonParagraph } from '../../../components/plain/skeleton.tsx';
import { formatCount } from '../../../lib/format-count.ts';
import { useIsMobile } from '../../../lib/use-is-mobile.ts';
import { kinds, type DirectoryItem } from '../kinds.ts';
import { FavoriteButton } from './favorite-button.tsx';
import { ItemImage } from './item-image.tsx';
import {
  headingsInSource,
  TableOfContents,
  TOC_MIN_HEADINGS,
  useHeadings,
} from './table-of-contents.tsx';
import { useCategoryNames } from './use-category-names.ts';
import { VisitSiteButton } from './visit-site-button.tsx';
import './directory-detail.css';

const HEADING_PREFIX = 'section';
/** the text's headings come under the item's title (the page's h1) */
const HEADINGS_FROM = 2;

/**
 * The body of every directory detail page: picture, title, categories, intro, numbers, the actions
 * (visit the site, favourite, share) and the rendered markdown, with a table of contents beside it
 * (below it on a phone) when it has several headings. Drawn without antd (decision 034): what a
 * shared link opens is a first load on a phone.
 */
export function DirectoryDetailView({ kind, item }: { kind: DirectoryKind; item: DirectoryItem }) {
  const { t, i18n } = useTranslation('directories');
  const isMobile = useIsMobile();
  const k = kinds[kind];
  const title = k.titleOf(item);
  const summary = k.summaryOf(item);
  const body = k.bodyOf(item);
  const url = k.urlOf(item);
  const categories = useCategoryNames(kind, item.categories);
  // The text's renderer comes after the page's first screen (the picture, title and actions): it is
  // a third of the page's code, and the page's largest paint waited for it (docs/performance.md).
  // The text is then drawn in a transition, section by section (decision 059), so that a phone is
  // not held for the whole text in one task.
  const rendererReady = useMarkdownLoaded(true, { afterPaint: true, transition: true });
  const Markdown = rendererReady ? loadedMarkdown()?.Markdown : undefined;
  const [bodyRef, rendered] = useHeadings(HEADING_PREFIX, body);
  // until the text is rendered, its headings as its source names them: the contents (and on a
  // desktop their column) are in place from the first frame, so the text does not move when it comes
  const expected = useMemo(
    () => (Markdown ? [] : headingsInSource(HEADING_PREFIX, body, HEADINGS_FROM)),
    [Markdown, body],
  );
  const headings = Markdown ? rendered : expected;
  // until then, its opening paragraph where it is plain enough to draw as the renderer will: on a
  // short AI tool's page it is the largest paint, which then comes with the page's first frame
  const lead = useMemo(() => (Markdown ? null : leadParagraph(body)), [Markdown, body]);
  const withToc = headings.length >= TOC_MIN_HEADINGS;
  const updated = new Date(item.updatedAt);
  const square = kind === 'aitool';

  return (
    <article>
      <header className="rs-dir-panel rs-dir-head">
        {square ? null : (
          <div className="rs-dir-cover">
            {/* the same picture, blurred and larger: it is the page's largest paint (LCP), so it is
                fetched at once too (one request for both) */}
            <div className="rs-dir-cover__backdrop" aria-hidden>
              <ItemImage url={k.imageOf(item)} title={title} shape="cover" radius={0} priority />
            </div>
            <div className="rs-dir-cover__image">
              <ItemImage url={k.imageOf(item)} title={title} shape="cover" radius={0} priority />
            </div>
          </div>
        )}
        <div className="rs-dir-head__body">
          <div className="rs-dir-head__top">
            {square ? (
              <ItemImage
                url={k.imageOf(item)}
                title={title}
                shape="square"
                size={isMobile ? 72 : 96}
                radius={18}
                priority
              />
            ) : null}
            <div className="rs-dir-head__about">
              <h1 className="rs-dir-head__title">{title}</h1>
              <div className="rs-dir-head__meta">
                {categories.map((name) => (
                  <PlainTag key={name}>{name}</PlainTag>
                ))}
                <span className="rs-dir-head__note">
                  <Icon icon={UserOutlined} />{' '}
                  {t('detail.owner', { name: item.ownerNickname || t('detail.unknownOwner') })}
                </span>
                {Number.isNaN(updated.getTime()) ? null : (
                  <span className="rs-dir-head__note">
                    {t('detail.updated', {
                      date: updated.toLocaleDateString(i18n.language, { dateStyle: 'medium' }),
                    })}
                  </span>
                )}
              </div>
              {summary && kind !== 'article' ? (
                <p className="rs-dir-head__summary">{summary}</p>
              ) : null}
              <div className="rs-dir-head__stats">
                <span data-testid="stat-views">
                  <Icon icon={EyeOutlined} /> {t('detail.views')}{' '}
                  {formatCount(item.viewCount, i18n.language)}
                </span>
                <span data-testid="stat-favorites">
                  <Icon icon={HeartOutlined} /> {t('detail.favorites')}{' '}
                  {formatCount(item.favoriteCount, i18n.language)}
                </span>
              </div>
            </div>
          </div>
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
        <section aria-label={t('detail.content')} className="rs-dir-panel rs-dir-content">
          {Markdown ? (
            <div ref={bodyRef}>
              <Markdown
                content={body}
                headingIds={HEADING_PREFIX}
                headingsFrom={HEADINGS_FROM}
                parts="sections"
              />
            </div>
          ) : rendererReady ? (
            // the renderer failed to load: the text as it was written, rather than nothing
            <div className="rs-dir-plain-text">{body}</div>
          ) : lead?.whole ? (
            <MarkdownLead lead={lead} />
          ) : (
            <div aria-busy>
              {lead ? <MarkdownLead lead={lead} /> : null}
              <div>
                <SkeletonParagraph title={false} rows={lead ? 4 : 6} />
              </div>
            </div>
          )}
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
