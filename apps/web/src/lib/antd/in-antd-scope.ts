import { createContext } from 'react';

/**
 * True under an antd scope (antd-scope.tsx). Kept apart from it, with no antd import, so that
 * knowing whether a scope is there costs the app shell nothing.
 */
export const InAntdScope = createContext(false);
