import { useEffect, useState, type ComponentProps } from 'react';
import { withTexts } from '../../../lib/i18n/with-texts.ts';
import type * as MarkdownModuleNs from '../../../components/markdown/markdown.tsx';
import type { Markdown } from '../../../components/markdown/markdown.tsx';

type MarkdownModule = typeof MarkdownModuleNs;

let loaded: MarkdownModule | null = null;
let loading: Promise<MarkdownModule> | null = null;

/** The renderer's code with its texts (the code blocks' buttons, decision 037). */
const loadRenderer = withTexts(
  ['markdown'],
  () => import('../../../components/markdown/markdown.tsx'),
);

/**
 * Starts loading the markdown renderer (react-markdown, GFM, code highlighting: about 100 KB of the
 * chat's first load, gzip). The chat's welcome needs none of it, so it is asked for when a stored
 * conversation opens or the user starts writing, not with the page (docs/performance.md).
 */
export function loadMarkdown(): Promise<MarkdownModule> {
  loading ??= loadRenderer().then(
    (m) => (loaded = m),
    (err: unknown) => {
      // a failed chunk load (a deploy replaced it, the network dropped) is tried again next time
      loading = null;
      throw err;
    },
  );
  return loading;
}

/**
 * An answer or question as markdown; until the renderer has loaded (a first answer that starts
 * streaming before it arrived), its text as plain text. The loaded module is used directly, not
 * through React.lazy, which suspends once even for a module already loaded (the conversation that
 * waited for it would show its raw text for a moment).
 */
export function ChatMarkdown(props: ComponentProps<typeof Markdown>) {
  useMarkdownLoaded(true);
  if (!loaded) return <div className="rs-chat-plain">{props.content}</div>;
  const Rendered = loaded.Markdown;
  return <Rendered {...props} />;
}

/** Whether the renderer is there; with `needed`, starts loading it. */
export function useMarkdownLoaded(needed: boolean): boolean {
  const [ready, setReady] = useState(loaded !== null);
  useEffect(() => {
    if (ready || !needed) return;
    let live = true;
    void loadMarkdown().then(
      () => live && setReady(true),
      // a failed chunk load: the rows show plain text (the Suspense fallback stays) rather than wait
      () => live && setReady(true),
    );
    return () => {
      live = false;
    };
  }, [needed, ready]);
  return ready;
}
