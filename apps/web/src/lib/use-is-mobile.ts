import { useSyncExternalStore } from 'react';
import { UiTiming } from './ui-timing.ts';

const QUERY = `(max-width: ${UiTiming.mobileBreakpoint - 0.02}px)`;

// One MediaQueryList for the page: React reads the snapshot on every render of every component that
// asks (each card does), and making a new list per read parses and evaluates the query each time.
// Made again only if `window.matchMedia` itself was replaced (tests stand in a phone that way).
let list: MediaQueryList | undefined;
let madeBy: typeof window.matchMedia | undefined;
const mediaList = () => {
  if (!list || madeBy !== window.matchMedia) {
    madeBy = window.matchMedia;
    list = window.matchMedia(QUERY);
  }
  return list;
};

const subscribe = (onChange: () => void) => {
  const mql = mediaList();
  mql.addEventListener('change', onChange);
  return () => mql.removeEventListener('change', onChange);
};

/** True below the spec's mobile breakpoint (window width under 750 px). */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaList().matches,
    () => false,
  );
}
