import UnorderedListOutlined from '@ant-design/icons-svg/es/asn/UnorderedListOutlined';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/plain/icon.tsx';
import { nestedLevels } from '../../../components/markdown/nested-levels.ts';
import './table-of-contents.css';

/** A table of contents shows from this many headings on. */
export const TOC_MIN_HEADINGS = 3;

export interface TocEntry {
  id: string;
  text: string;
  level: number;
}

/**
 * The headings the markdown rendered inside the element given the returned ref (numbered by
 * `Markdown headingIds`), read from the page itself so the list always matches what is shown. The ref
 * changes with `content`, so a new text is read afresh once it is on the page.
 */
export function useHeadings(
  prefix: string,
  content: string,
): [(el: HTMLElement | null) => void, TocEntry[]] {
  const [entries, setEntries] = useState<TocEntry[]>([]);
  const ref = useCallback(
    (root: HTMLElement | null) => {
      if (!root || !content) return;
      const found = [...root.querySelectorAll<HTMLElement>(`[id^="${prefix}-"]`)].map((h) => ({
        id: h.id,
        text: h.textContent?.trim() ?? '',
        level: Number(h.tagName.slice(1)),
      }));
      setEntries(found.filter((e) => e.text));
    },
    [prefix, content],
  );
  return [ref, entries];
}

/**
 * The headings a markdown text will have, read from its source (the ATX `#`…`####` lines outside
 * fenced code, numbered as `Markdown headingIds` numbers them and, given `from`, at the levels
 * `Markdown headingsFrom` gives them), with their inline marks dropped: what
 * the page shows while the markdown renderer is still loading, so the table of contents (and on a
 * desktop, the column beside the text) is there from the first frame and nothing moves when the
 * rendered text replaces its stand-in. The rendered page's own headings (useHeadings) then replace
 * these.
 */
export function headingsInSource(
  prefix: string,
  source: string,
  /** as `Markdown headingsFrom`: the levels nested from this one (nestedLevels) */
  from?: number,
): TocEntry[] {
  const entries: TocEntry[] = [];
  let fence: string | null = null;
  for (const line of source.split('\n')) {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || (marker[0] === fence[0] && marker.length >= fence.length))) {
      fence = fence === null ? marker : null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^ {0,3}(#{1,6})(?:[ \t]+(.*))?$/.exec(line);
    if (!heading || heading[1]!.length > 4) continue;
    const text = ` ${heading[2] ?? ''}`
      .replace(/[ \t]#+[ \t]*$/, '')
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/(\*\*|__|\*|_|`|~~)(?=\S)([^]*?\S)\1/g, '$2')
      .trim();
    entries.push({ id: `${prefix}-${entries.length + 1}`, text, level: heading[1]!.length });
  }
  if (from) {
    const levels = nestedLevels(
      entries.map((e) => e.level),
      from,
    );
    entries.forEach((e, i) => (e.level = levels[i]!));
  }
  return entries.filter((e) => e.text);
}

/**
 * The anchored list of an article's headings: sticky beside the text on a desktop, a collapsible
 * block above it on a phone. Nothing when there are fewer than TOC_MIN_HEADINGS headings.
 */
export function TableOfContents({ entries, mobile }: { entries: TocEntry[]; mobile: boolean }) {
  const { t } = useTranslation('directories');
  if (entries.length < TOC_MIN_HEADINGS) return null;
  const top = Math.min(...entries.map((e) => e.level));
  const list = (
    <ol className="rs-toc__list">
      {entries.map((e) => (
        <li key={e.id} style={{ paddingInlineStart: (e.level - top) * 14 }}>
          <a href={`#${e.id}`} className="rs-toc__link">
            {e.text}
          </a>
        </li>
      ))}
    </ol>
  );
  if (mobile) {
    return (
      <details className="rs-toc rs-toc--mobile">
        <summary className="rs-toc__summary">
          <Icon icon={UnorderedListOutlined} /> {t('detail.toc')}
        </summary>
        <nav aria-label={t('detail.toc')}>{list}</nav>
      </details>
    );
  }
  return (
    <nav className="rs-toc rs-toc--desktop" aria-label={t('detail.toc')}>
      <span className="rs-toc__title">
        <Icon icon={UnorderedListOutlined} /> {t('detail.toc')}
      </span>
      {list}
    </nav>
  );
}
