import { lazy, type ComponentType } from 'react';

/** antd with the theme and locale: loaded by the first part of the app that needs it. */
export const loadAntdScope = () => import('./antd-scope.tsx');

/**
 * `React.lazy` for a component that uses antd and may be rendered outside any antd scope (a page, a
 * dialog opened from the header): its module and antd's scope download side by side, and it renders
 * inside the scope (decision 033).
 */
export function lazyWithAntd<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  return lazy(async () => {
    const [{ AntdScope }, Component] = await Promise.all([loadAntdScope(), load()]);
    return {
      default: (props: P) => (
        <AntdScope>
          <Component {...props} />
        </AntdScope>
      ),
    };
  });
}
