import { useSyncExternalStore } from 'react';
import { UiTiming } from './ui-timing.ts';

/** The media query that matches windows narrower than `width` px. */
const narrowerThan = (width: number) => `(max-width: ${width - 0.02}px)`;

// One MediaQueryList per width for the page: React reads the snapshot on every render of every
// component that asks (each card does), and making a new list per read parses and evaluates the
// query each time. Made again only if `window.matchMedia` itself was replaced (tests stand in a
// phone that way).
const lists = new Map<number, MediaQueryList>();
let madeBy: typeof window.matchMedia | undefined;
const mediaList = (width: number) => {
  if (madeBy !== window.matchMedia) {
    madeBy = window.matchMedia;
    lists.clear();
  }
  let list = lists.get(width);
  if (!list) {
    list = window.matchMedia(narrowerThan(width));
    lists.set(width, list);
  }
  return list;
};

// The same subscribe and snapshot functions on every render, or React would subscribe again each time.
const readers = new Map<
  number,
  { subscribe: (onChange: () => void) => () => void; read: () => boolean }
>();
const readerFor = (width: number) => {
  let reader = readers.get(width);
  if (!reader) {
    reader = {
      subscribe: (onChange) => {
        const mql = mediaList(width);
        mql.addEventListener('change', onChange);
        return () => mql.removeEventListener('change', onChange);
      },
      read: () => mediaList(width).matches,
    };
    readers.set(width, reader);
  }
  return reader;
};

const never = () => false;

/** True while the window is narrower than `width` px; re-renders when it crosses it. */
export function useIsNarrowerThan(width: number): boolean {
  const { subscribe, read } = readerFor(width);
  return useSyncExternalStore(subscribe, read, never);
}

/** True below the spec's mobile breakpoint (window width under 750 px). */
export function useIsMobile(): boolean {
  return useIsNarrowerThan(UiTiming.mobileBreakpoint);
}
