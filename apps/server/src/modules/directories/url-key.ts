/** Query parameters that only say where a visitor came from: dropped from a tool's key. */
const TRACKING_PARAMS = new Set([
  'fbclid',
  'gclid',
  'dclid',
  'msclkid',
  'yclid',
  'mc_cid',
  'mc_eid',
  'igshid',
  'spm',
  'from',
  'ref',
  'ref_src',
  '_hsenc',
  '_hsmi',
]);

const isTracking = (name: string): boolean => {
  const n = name.toLowerCase();
  return n.startsWith('utm_') || TRACKING_PARAMS.has(n);
};

/**
 * The key that tells two AI-tool addresses apart: the same tool however its url is spelled. The
 * scheme and host are lowercased (URL does it), the default port, the fragment, tracking parameters
 * and trailing slashes of the path are dropped, and the remaining parameters sorted. The path keeps
 * its case (servers may tell `/A` from `/a`). Answers null for an address that is not http(s).
 */
export function urlKey(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname) return null;
  const params = [...url.searchParams.entries()]
    .filter(([name]) => !isTracking(name))
    .sort(([a, av], [b, bv]) => (a === b ? cmp(av, bv) : cmp(a, b)));
  const query = new URLSearchParams(params).toString();
  const path = url.pathname.replace(/\/+$/, '');
  // URL already leaves the default port out of `host`; the host is punycode, so lowercase is exact
  return `${url.protocol}//${url.host.toLowerCase()}${path}${query ? `?${query}` : ''}`;
}

const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
