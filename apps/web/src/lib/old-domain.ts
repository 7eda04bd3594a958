/**
 * The old-domain redirect of the product spec: visitors arriving on a retired host name are sent to the
 * same path on the public URL. Both come from the build environment (VITE_OLD_DOMAINS, VITE_PUBLIC_URL).
 */
export function oldDomainTarget(
  location: Pick<Location, 'hostname' | 'pathname' | 'search' | 'hash'>,
  oldDomains: string | undefined,
  publicUrl: string | undefined,
): string | null {
  if (!oldDomains || !publicUrl) return null;
  const hosts = oldDomains
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  if (!hosts.includes(location.hostname.toLowerCase())) return null;
  let base: URL;
  try {
    base = new URL(publicUrl);
  } catch {
    return null;
  }
  // Never loop: a public URL on one of the old hosts would redirect forever.
  if (hosts.includes(base.hostname.toLowerCase())) return null;
  return `${base.origin}${location.pathname}${location.search}${location.hash}`;
}
