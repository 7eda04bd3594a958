/**
 * First-load budgets of the web app, in KB (1024 bytes) of gzip: the JS and CSS a first visit of the
 * route fetches before it can show the page (the entry with everything it imports statically, the app
 * shell loaded by main.tsx, the route's page chunk with its static imports, and their CSS). Checked at
 * the end of every `vite build` by build/budget-plugin.ts, so `npm run build` (and `npm run test:e2e`,
 * which builds first) fails when a route passes its budget.
 *
 * The budgets hold today's sizes with a few KB of headroom, so nothing grows unnoticed; the issue's
 * target for `/` is 200 KB, which needs the levers listed in docs/performance/web-load.md (zod out of
 * the start-up, antd's pre-built CSS). Lower a budget whenever a change makes its route smaller.
 */

/**
 * What every first visit loads before the page itself: index.html's entry, the app shell, and one
 * language's texts (en-US, the larger; vite.config.ts makes each language one chunk of that name).
 */
export const shellModules = ['index.html', 'src/app/app.tsx', 'locale-en-US'];

export interface RouteBudget {
  route: string;
  /** The page module(s) the route loads lazily, as written in the build manifest (source paths). */
  modules: string[];
  kb: number;
}

export const routeBudgets: RouteBudget[] = [
  { route: '/', modules: ['src/features/home/home-page.tsx'], kb: 415 },
  { route: '/robot-list', modules: ['src/features/robots/browse/robot-list-page.tsx'], kb: 430 },
  {
    route: '/ai-tool-list',
    modules: ['src/features/directories/browse/directory-list-page.tsx'],
    kb: 435,
  },
  {
    route: '/robot-detail/:uuid',
    modules: ['src/features/robots/browse/robot-detail-page.tsx'],
    kb: 410,
  },
  { route: '/login', modules: ['src/features/auth/login-page.tsx'], kb: 440 },
  { route: '/chat/:uuid', modules: ['src/features/chat/chat-page.tsx'], kb: 590 },
];
