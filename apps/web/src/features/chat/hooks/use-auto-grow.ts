import { useEffect, useLayoutEffect, type RefObject } from 'react';

/**
 * Grows a textarea with its text (chat.css caps it at eight lines, then it scrolls). Empty, it keeps
 * the one row it is drawn with, so nothing is measured while the page starts: antd's `autoSize`
 * copies the textarea's computed style into a hidden twin on mount and on every resize, ~50 ms of
 * script at 4x CPU on the chat's first screen (docs/performance/web-load.md, round 5).
 */
export function useAutoGrow(ref: RefObject<HTMLTextAreaElement | null>, value: string): void {
  useLayoutEffect(() => {
    const el = ref.current;
    if (el) fit(el);
  }, [ref, value]);
  useEffect(() => {
    const refit = () => {
      if (ref.current?.value) fit(ref.current);
    };
    window.addEventListener('resize', refit);
    return () => window.removeEventListener('resize', refit);
  }, [ref]);
}

function fit(el: HTMLTextAreaElement) {
  el.style.height = '';
  if (!el.value) return;
  el.style.height = 'auto';
  // border-box: the height holds the borders that scrollHeight leaves out
  el.style.height = `${el.scrollHeight + el.offsetHeight - el.clientHeight}px`;
}
