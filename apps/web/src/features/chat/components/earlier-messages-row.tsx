import { Spin } from 'antd';
import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

/** Earlier messages start mounting this far before the reader reaches the top. */
const PRELOAD_PX = 400;

/**
 * The row above the mounted messages of a long conversation. When it comes near the view of
 * `scroller` it asks for the earlier messages, and it shows that they are loading while they mount.
 * A new `onReach` observes afresh, so a row still in view after a short batch asks again.
 */
export function EarlierMessagesRow({
  scroller,
  onReach,
}: {
  scroller: RefObject<HTMLElement | null>;
  onReach: () => void;
}) {
  const { t } = useTranslation('chat');
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = ref.current;
    const root = scroller.current;
    if (!el || !root || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) onReach();
      },
      { root, rootMargin: `${PRELOAD_PX}px 0px 0px 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [scroller, onReach]);

  return (
    <div ref={ref} className="rs-chat-earlier" role="status" data-testid="earlier-messages">
      <Spin size="small" />
      <span>{t('message.loadingEarlier')}</span>
    </div>
  );
}
