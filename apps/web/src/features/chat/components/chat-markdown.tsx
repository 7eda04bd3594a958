import type { ComponentProps } from 'react';
import { loadedMarkdown, useMarkdownLoaded } from '../../../components/markdown/lazy-markdown.tsx';
import type { Markdown } from '../../../components/markdown/markdown.tsx';

// The chat's welcome needs none of the renderer: it is asked for when a stored conversation opens
// or the user starts writing, not with the page (docs/performance.md).
export { loadMarkdown, useMarkdownLoaded } from '../../../components/markdown/lazy-markdown.tsx';

/**
 * An answer or question as markdown; until the renderer has loaded (a first answer that starts
 * streaming before it arrived), its text as plain text.
 */
export function ChatMarkdown(props: ComponentProps<typeof Markdown>) {
  useMarkdownLoaded(true);
  const loaded = loadedMarkdown();
  if (!loaded) return <div className="rs-chat-plain">{props.content}</div>;
  const Rendered = loaded.Markdown;
  return <Rendered {...props} />;
}
