/** TanStack Query keys of the home page's live sections (kept apart from the list pages' caches). */
export const homeKeys = {
  all: ['home'] as const,
  hotRobots: (limit: number) => [...homeKeys.all, 'hot-robots', limit] as const,
  featuredTools: (limit: number) => [...homeKeys.all, 'featured-tools', limit] as const,
  latestArticles: (limit: number) => [...homeKeys.all, 'latest-articles', limit] as const,
  industryApps: (limit: number) => [...homeKeys.all, 'industry-apps', limit] as const,
};

/** How long a section's answer is reused when the visitor comes back to the home page. */
export const HOME_STALE_MS = 60_000;
