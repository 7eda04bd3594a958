import { startTransition, useEffect, useState } from 'react';
import { withTexts } from '../../lib/i18n/with-texts.ts';
import type * as MarkdownModuleNs from './markdown.tsx';

type MarkdownModule = typeof MarkdownModuleNs;

let loaded: MarkdownModule | null = null;
let loading: Promise<MarkdownModule> | null = null;

/** The renderer's code with its texts (the code blocks' buttons, decision 037). */
const loadRenderer = withTexts(['markdown'], () => import('./markdown.tsx'));

/**
 * Starts loading the markdown renderer (react-markdown, GFM, our grammars of highlight.js: about
 * 73 KB gzip), once for the whole app. A page whose first screen needs none of it (the chat's
 * welcome, an item's picture and title) asks for it after drawing, not with its own code
 * (docs/performance.md).
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

/** The loaded renderer module, or null while it has not arrived. */
export const loadedMarkdown = (): MarkdownModule | null => loaded;

/**
 * Calls `then` once the browser has painted the next frame (or at once where frames never come): a
 * page whose first screen needs no markdown asks for the renderer after showing it, so the request
 * competes with nothing that screen needs. Returns a cancel.
 */
function afterNextPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(then, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(then, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** Starts loading the renderer once the next frame is painted; returns a cancel. */
export const loadMarkdownAfterPaint = (): (() => void) =>
  afterNextPaint(() => void loadMarkdown().catch(() => undefined));

/**
 * Whether the renderer is there; with `needed`, starts loading it (with `afterPaint`, once the frame
 * that shows the page without it is painted). The loaded module is then used directly
 * (`loadedMarkdown()`), not through React.lazy, which suspends once even for a module already loaded
 * (what waited for it would show its stand-in for a moment). A failed load also answers true: the
 * caller's stand-in stays rather than wait forever. With `transition`, the render that the arrival
 * causes is a transition: React may then yield to the browser between the parts of a long text
 * (`Markdown parts="sections"`), while the stand-in stays until all of it is drawn.
 */
export function useMarkdownLoaded(
  needed: boolean,
  { afterPaint = false, transition = false } = {},
): boolean {
  const [ready, setReady] = useState(loaded !== null);
  useEffect(() => {
    if (ready || !needed) return;
    let live = true;
    const arrived = () => {
      if (!live) return;
      if (transition) startTransition(() => setReady(true));
      else setReady(true);
    };
    const load = () => void loadMarkdown().then(arrived, arrived);
    const cancel = afterPaint ? afterNextPaint(load) : (load(), undefined);
    return () => {
      live = false;
      cancel?.();
    };
  }, [needed, ready, afterPaint, transition]);
  return ready;
}
