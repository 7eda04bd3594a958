/** A page of an infinite list, as the list calls answer it. */
export interface ListPage {
  list: readonly unknown[];
  total: number;
}

/**
 * Where the next page starts: after the loaded ones, until `total` is reached or an empty page comes
 * back. `maxSkip` is how deep the server lets the list be paged (the public lists:
 * `Limits.list.publicMaxSkip`); past it there is no next page, and the list says to narrow the search.
 */
export const nextSkip = (
  pages: readonly ListPage[],
  maxSkip = Number.POSITIVE_INFINITY,
): number | undefined => {
  const last = pages.at(-1);
  if (!last || last.list.length === 0) return undefined;
  const loaded = pages.reduce((n, p) => n + p.list.length, 0);
  return loaded < last.total && loaded <= maxSkip ? loaded : undefined;
};

/** True when the list stops short of its total because the server pages it no deeper. */
export const stoppedAtDepth = (pages: readonly ListPage[], maxSkip: number): boolean => {
  const last = pages.at(-1);
  if (!last) return false;
  const loaded = pages.reduce((n, p) => n + p.list.length, 0);
  return loaded < last.total && loaded > maxSkip;
};
