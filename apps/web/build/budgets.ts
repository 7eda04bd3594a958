/**
 * First-load budgets of the web app, in KB (1024 bytes) of gzip: the JS and CSS a first visit of the
 * route fetches before it can show the page (the entry with everything it imports statically, the app
 * shell loaded by main.tsx, the route's page chunk with its static imports, and their CSS). Checked at
 * the end of every `vite build` by build/budget-plugin.ts, so `npm run build` (and `npm run test:e2e`,
 * which builds first) fails when a route passes its budget.
 *
 * The budgets hold today's sizes with about 10 KB of headroom, so nothing grows unnoticed; the
 * budget of `/` is the target, 200 KB, reached by decision 033 (the app shell and the home
 * page without antd). Lower a budget whenever a change makes its route smaller.
 *
 * Decision 030 lowered every budget by 20-32 KB: the app shell is one chunk (`app`, a build
 * group) instead of ~60 small ones, and the visitor's language alone is preloaded.
 *
 * Round 3 raised every budget by ~25 KB: the pre-built antd styles (build/antd-styles.ts, 24.6 KB
 * gzip of CSS in the app shell) trade those bytes for 0.3-0.5 s less start-up CPU at 4x throttling.
 *
 * Decision 033 took antd out of the app shell: `/` 358 -> 199 KB; the other routes load antd's
 * scope (counted here with their page) and fetch 5-23 KB less than before.
 *
 * Decision 034 drew the robot square, the directories' lists and the chat without antd:
 * /robot-list 341 -> 203 KB, /ai-tool-list 352 -> 205 KB, /chat/:uuid 423 -> 232 KB.
 *
 * Decision 037 split the texts: every first visit loads the core namespaces only, and a page the
 * namespaces it uses beyond them (counted here with the page). The budgets were lowered to match:
 * /robot-list 212 -> 204, /ai-tool-list 212 -> 206, /robot-detail 358 -> 354, /login 408 -> 404,
 * /chat/:uuid 242 -> 234 KB.
 *
 * Round 35 drew the robot's page (/robot-detail, what a shared link opens) and the share menu
 * without antd: /robot-detail/:uuid 354 -> 206 KB (343.6 -> 196.8 KB fetched).
 *
 * Round 36 drew a directory item's page (/ai-tool-detail, /article-detail, /xky-detail and their
 * -info routes) without antd and gave it a budget: 296.1 KB, of which the markdown renderer was
 * ~100; then 266.1 KB, the renderer 72 KB with only our 11 grammars of highlight.js (decision 050).
 * It and the robot's page are now made lazy without antd's scope (without-antd.test.ts checks it):
 * counted by modules, the robot's page was 197 KB, but the browser also fetched antd's (~100 KB).
 *
 * Round 36 drew the sign-in page (/login: its tabs, three forms and their alerts) without antd:
 * /login 404 -> 203 KB (398.0 -> 195.1 KB fetched); the forms' rules (zod, with the contract's
 * schemas) load after the page shows; since round 42 on the first touch of the form.
 *
 * Round 37 took the markdown renderer out of a directory item's first load: the page draws its
 * picture, title and actions, and the text's renderer (72 KB) follows: /ai-tool-detail/:uuid
 * 266.1 -> 194.5 KB, budget 274 -> 203 KB.
 *
 * Round 37 drew the contact page (/contact: its switch, fields, text area and confirmation) without
 * antd and gave it a budget: 192.8 KB (345.2 -> 198.6 KB of JS+CSS fetched, its rules included).
 */

/**
 * What every first visit loads before the page itself: index.html's entry, the app shell (the
 * `app` chunk group of vite.config.ts), and one language's core texts (en-US; each language's core
 * namespaces are one chunk of that name).
 */
export const shellModules = ['index.html', 'app', 'locale-en-US'];

/** The texts a page loads beside its code (withTexts, decision 037): their chunks, in en-US. */
const texts = (...namespaces: string[]) => namespaces.map((ns) => `locale-en-US-${ns}`);

export interface RouteBudget {
  route: string;
  /**
   * The page module(s) the route loads lazily, as written in the build manifest (source paths), and
   * the chunks of its texts.
   */
  modules: string[];
  kb: number;
}

export const routeBudgets: RouteBudget[] = [
  { route: '/', modules: ['src/features/home/home-page.tsx'], kb: 200 },
  {
    route: '/robot-list',
    // no antd (decision 034)
    modules: ['src/features/robots/browse/robot-list-page.tsx', ...texts('robots')],
    kb: 204,
  },
  {
    route: '/ai-tool-list',
    // no antd (decision 034)
    modules: ['src/features/directories/browse/directory-list-page.tsx', ...texts('directories')],
    kb: 206,
  },
  {
    route: '/robot-detail/:uuid',
    // no antd (round 35): the page a shared link opens
    modules: ['src/features/robots/browse/robot-detail-page.tsx', ...texts('robots', 'share')],
    kb: 206,
  },
  {
    route: '/ai-tool-detail/:uuid',
    // no antd (round 36), its text's renderer after it (round 37): an AI tool's, article's or
    // application's page, also what a shared link opens
    modules: [
      'src/features/directories/browse/directory-detail-page.tsx',
      ...texts('directories', 'share'),
    ],
    kb: 203,
  },
  // no antd (round 36): the forms' toasts bring it when they show
  { route: '/login', modules: ['src/features/auth/login-page.tsx'], kb: 203 },
  // no antd (round 37): the business-cooperation page; a signed-in user's list brings antd
  {
    route: '/contact',
    modules: ['src/features/contact/contact-page.tsx', ...texts('contact')],
    kb: 201,
  },
  // no antd (decision 034)
  {
    route: '/chat/:uuid',
    modules: ['src/features/chat/chat-page.tsx', ...texts('chat')],
    kb: 234,
  },
];
