/**
 * The pages the web bench measures (bench/web-lighthouse.mjs): the pages of issue 12, then the two a
 * link shared in WeChat opens most (a robot's and an article's page) and three more a first visit
 * often starts on (the articles, the sign-in page, the contact page), held to the same targets. The
 * paths with a uuid are filled in once the server is up (the demo user's conversation, a demo robot
 * and a demo article).
 */
export const ALL_PAGES = Object.freeze([
  { name: '/', path: '/' },
  { name: '/robot-list', path: '/robot-list' },
  { name: '/chat/{uuid}', path: null, signedIn: true },
  { name: '/ai-tool-list', path: '/ai-tool-list' },
  { name: '/robot-detail/{uuid}', path: null, shared: 'robot' },
  { name: '/article-detail/{uuid}', path: null, shared: 'article' },
  { name: '/article-list', path: '/article-list' },
  { name: '/login', path: '/login' },
  { name: '/contact', path: '/contact' },
]);

/** The page a name stands for: its name in the table, with or without its `/{uuid}`. */
const pageNamed = (name) => ALL_PAGES.find((p) => p.name === name || p.name === `${name}/{uuid}`);

/**
 * The pages a BENCH_WEB_PAGES value asks for (`/chat,/ai-tool-list`), in the table's order; every
 * page when it is unset or empty. A name matches one page exactly (`/` is the home page alone); an
 * unknown name throws with the list of names, so a typo does not measure nothing (or everything).
 * Copies: the bench fills in the paths with a uuid.
 */
export function selectPages(value) {
  const names = (value ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  if (names.length === 0) return ALL_PAGES.map((p) => ({ ...p }));
  const unknown = names.filter((n) => !pageNamed(n));
  if (unknown.length > 0) {
    throw new Error(
      `BENCH_WEB_PAGES: no page named ${unknown.join(', ')} (pages: ${ALL_PAGES.map((p) => p.name).join(', ')})`,
    );
  }
  const chosen = new Set(names.map(pageNamed));
  return ALL_PAGES.filter((p) => chosen.has(p)).map((p) => ({ ...p }));
}
