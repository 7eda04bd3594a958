import { useMemo, useSyncExternalStore } from 'react';

const root = () => document.documentElement;

/** Calls `changed` whenever the page's theme (`<html data-theme>`) changes. */
function subscribe(changed: () => void): () => void {
  const watch = new MutationObserver(changed);
  watch.observe(root(), { attributes: true, attributeFilter: ['data-theme'] });
  return () => watch.disconnect();
}

const themeNow = () => root().dataset.theme ?? 'light';

/**
 * The current values of some of the theme's variables (`--ant-…`, written for both themes at build
 * time), read again when the theme changes: for what takes colours as values rather than as CSS (a
 * chart library's SVG attributes), without antd's tokens (decision 033). Pass a constant object.
 */
export function useThemeColors<K extends string>(variables: Record<K, string>): Record<K, string> {
  const theme = useSyncExternalStore(subscribe, themeNow, () => 'light');
  return useMemo(() => {
    const style = getComputedStyle(root());
    const values = {} as Record<K, string>;
    for (const key of Object.keys(variables) as K[]) {
      values[key] = style.getPropertyValue(variables[key]).trim();
    }
    return values;
    // `theme` is why the values change: read again once the page shows the other theme.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [variables, theme]);
}
