import { useSyncExternalStore } from 'react';
import { UiTiming } from './ui-timing.ts';

const QUERY = `(max-width: ${UiTiming.mobileBreakpoint - 0.02}px)`;

const subscribe = (onChange: () => void) => {
  const mql = window.matchMedia(QUERY);
  mql.addEventListener('change', onChange);
  return () => mql.removeEventListener('change', onChange);
};

/** True below the spec's mobile breakpoint (window width under 750 px). */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
