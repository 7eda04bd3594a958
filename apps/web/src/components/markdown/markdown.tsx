import LinkOutlined from '@ant-design/icons-svg/es/asn/LinkOutlined';
import PictureOutlined from '@ant-design/icons-svg/es/asn/PictureOutlined';
import { memo, useContext, useMemo, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import ReactMarkdown, { type Components, type UrlTransform } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { CodeBlock } from './code-block.tsx';
import { rehypeHighlightCode } from './highlight-code.ts';
import {
  ownImageSrc,
  rehypeHeadingIds,
  rehypeNestedHeadings,
  rehypeSkipLongCode,
  remarkHtmlAsText,
  safeUrl,
} from './markdown-plugins.ts';
import { markdownBlocks, markdownSections } from './markdown-sections.ts';
import { UploadsBaseContext } from './uploads-base.ts';
import './markdown.css';
import { Icon } from '../plain/icon.tsx';

const remarkPlugins = [remarkGfm, remarkHtmlAsText];
type RehypePlugins = NonNullable<ComponentProps<typeof ReactMarkdown>['rehypePlugins']>;
const rehypePlugins: RehypePlugins = [rehypeSkipLongCode, rehypeHighlightCode];
/** While the text is being written: an unclosed code block is not highlighted again with each piece. */
const streamingRehypePlugins: RehypePlugins = [
  rehypeSkipLongCode,
  [rehypeHighlightCode, { streaming: true }],
];

// An image's address may also be one of our own uploads (a relative path, which safeUrl refuses).
// Those in the object store are http(s) and pass safeUrl; SafeImage decides whether they load.
const urlTransform: UrlTransform = (url, key, node) =>
  (key === 'src' && node.tagName === 'img' ? ownImageSrc(url) : null) ?? safeUrl(url);

function SafeLink({ href, children }: ComponentProps<'a'>) {
  if (!href) return <span className="rs-md-dead-link">{children}</span>;
  if (href.startsWith('#')) return <a href={href}>{children}</a>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </a>
  );
}

/**
 * Pictures from elsewhere are never loaded (tracking, mixed content): they become links. Our own
 * uploads are loaded: the server checked and re-encoded them and serves them itself, or stored them
 * in the install's object store (its base comes with the site settings; until they have loaded,
 * such an image is a link).
 */
function SafeImage({ src, alt }: ComponentProps<'img'>) {
  const { t } = useTranslation('markdown');
  const uploadsBase = useContext(UploadsBaseContext);
  const own = typeof src === 'string' ? ownImageSrc(src, uploadsBase) : null;
  if (!own) return <ImageAsLink src={src} alt={alt} />;
  return (
    <img
      className="rs-md-image"
      src={own}
      alt={alt?.trim() || t('image')}
      loading="lazy"
      decoding="async"
    />
  );
}

function ImageAsLink({ src, alt }: ComponentProps<'img'>) {
  const { t } = useTranslation('markdown');
  const label = alt?.trim() || t('image');
  if (typeof src !== 'string' || !src) {
    return (
      <span className="rs-md-image-link">
        <Icon icon={PictureOutlined} /> {label}
      </span>
    );
  }
  return (
    <a
      className="rs-md-image-link"
      href={src}
      target="_blank"
      rel="noopener noreferrer nofollow"
      title={t('externalImage')}
    >
      <Icon icon={PictureOutlined} /> {label} <Icon icon={LinkOutlined} />
    </a>
  );
}

const components: Components = {
  a: ({ href, children }) => <SafeLink href={href}>{children}</SafeLink>,
  img: ({ src, alt }) => <SafeImage src={src} alt={alt} />,
  pre: ({ node, children }) => <CodeBlock node={node}>{children}</CodeBlock>,
  table: ({ children }) => (
    <div className="rs-md-table">
      <table>{children}</table>
    </div>
  ),
};

/** The least length of a streamed answer's part but the last (markdownBlocks; decision 060). */
export const BLOCK_PART_CHARS = 200;

const NO_LEVELS: readonly number[] = [];
const asPart = (text: string) => ({ text, idsBefore: 0, levelsBefore: NO_LEVELS });

interface PartProps {
  content: string;
  headingIds?: string;
  headingsFrom?: number;
  /** a part of a longer text: the h1–h4 above it, and the levels of every heading above it */
  idsBefore?: number;
  levelsBefore?: readonly number[];
  /** the text is still being written (its end may be an unclosed code block) */
  streaming?: boolean;
}

/** One text, or one part of a text cut into sections, through react-markdown. */
const MarkdownPart = memo(function MarkdownPart({
  content,
  headingIds,
  headingsFrom,
  idsBefore = 0,
  levelsBefore,
  streaming = false,
}: PartProps) {
  const plugins = useMemo(
    () => [
      ...(streaming ? streamingRehypePlugins : rehypePlugins),
      ...(headingIds ? [[rehypeHeadingIds, headingIds, idsBefore]] : []),
      ...(headingsFrom ? [[rehypeNestedHeadings, headingsFrom, levelsBefore ?? []]] : []),
    ],
    [headingIds, headingsFrom, idsBefore, levelsBefore, streaming],
  ) as RehypePlugins;
  return (
    <ReactMarkdown
      remarkPlugins={remarkPlugins}
      rehypePlugins={plugins}
      urlTransform={urlTransform}
      components={components}
    >
      {content}
    </ReactMarkdown>
  );
});

/**
 * Markdown from an untrusted source (a model's answer, a user's message): GFM, highlighted code,
 * no raw HTML, only http(s)/mailto links (opening in a new tab), no images loaded but this site's own
 * uploads (see ownImageSrc; the object store's base comes from UploadsBaseContext). Memoised on its
 * props, so a streaming message does not re-render the messages above it.
 */
export const Markdown = memo(function Markdown({
  content,
  codeAutoWrap = false,
  className,
  headingIds,
  headingsFrom,
  parts,
  streaming,
}: {
  content: string;
  /** wrap long code lines instead of scrolling them sideways */
  codeAutoWrap?: boolean;
  className?: string;
  /** give the h1–h4 headings the ids `<headingIds>-1`, `-2`… (for a table of contents) */
  headingIds?: string;
  /** the level of the text's first headings under the page's own (nestedLevels); as written if unset */
  headingsFrom?: number;
  /**
   * parse and draw the text in parts where that cannot change the result (markdown-sections.ts):
   * - 'sections': one per top-level section; rendered in a transition, React then yields between
   *   the parts (decision 059);
   * - 'blocks': parts of whole blocks, for a streamed answer: each new piece parses and draws only
   *   the last part again, the others are memoised (decision 060); not with headingIds or
   *   headingsFrom (the text is then drawn whole).
   */
  parts?: 'sections' | 'blocks';
  /**
   * the text is still being written (a streamed answer): a code block at its end that has no closing
   * fence yet shows its unfinished last line plain, and its complete lines are highlighted once, not
   * again with each piece. Only the last part is drawn so.
   */
  streaming?: boolean;
}) {
  const sections = useMemo(() => {
    if (parts === 'sections') return markdownSections(content);
    // blocks do not count headings: a text with numbered or nested headings is drawn whole
    if (parts === 'blocks' && !headingIds && !headingsFrom) {
      return markdownBlocks(content, BLOCK_PART_CHARS)?.map(asPart) ?? null;
    }
    return null;
  }, [parts, content, headingIds, headingsFrom]);
  const common = { headingIds, headingsFrom };
  return (
    <div className={['rs-md', codeAutoWrap ? 'rs-md-wrap' : '', className ?? ''].join(' ').trim()}>
      {sections ? (
        sections.map((s, i) => (
          <MarkdownPart
            // a part's place is its identity: an edit that moves the cuts draws the parts again
            key={i}
            content={s.text}
            idsBefore={s.idsBefore}
            levelsBefore={s.levelsBefore}
            streaming={streaming === true && i === sections.length - 1}
            {...common}
          />
        ))
      ) : (
        <MarkdownPart content={content} streaming={streaming} {...common} />
      )}
    </div>
  );
});
