import { vi } from 'vitest';

/** A MediaQueryList for `query` that always answers `matches` (jsdom has no layout to ask). */
export const fixedMediaQuery = (query: string, matches: boolean): MediaQueryList =>
  ({
    matches,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;

/** A phone: every media query of the app (below 750 px) matches, until vi.restoreAllMocks(). */
export function onAPhone(): void {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    fixedMediaQuery(query, true),
  );
}
